// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_IMAGE, Image } from './Image';

afterEach(cleanup);

describe('Image (spec §8: a failed image gives way to a fallback)', () => {
  it('shows the picture, and the fallback once it fails to load', () => {
    render(<Image src="/images/artist/abc.svg" alt="Robyn" className="size-8" />);
    const image = screen.getByRole('img', { name: 'Robyn' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/images/artist/abc.svg');
    expect(image.className).toBe('size-8');
    expect(image.hasAttribute('data-fallback')).toBe(false);
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(FALLBACK_IMAGE);
    expect(image.hasAttribute('data-fallback')).toBe(true);
    // The fallback itself never fails into a loop of swaps.
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(FALLBACK_IMAGE);
  });

  it('shows the fallback for no address, and tries a new address again', () => {
    const { rerender } = render(<Image src={null} alt="cover" />);
    const image = screen.getByRole('img', { name: 'cover' });
    expect(image.getAttribute('src')).toBe(FALLBACK_IMAGE);
    rerender(<Image src="/images/track/a.svg" alt="cover" />);
    fireEvent.error(screen.getByRole('img', { name: 'cover' }));
    rerender(<Image src="/images/track/b.svg" alt="cover" />);
    expect(screen.getByRole('img', { name: 'cover' }).getAttribute('src')).toBe(
      '/images/track/b.svg',
    );
  });

  it('is a data: image, which the CSP img-src allows and which always loads', () => {
    expect(FALLBACK_IMAGE.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(FALLBACK_IMAGE)).toContain('<svg');
  });
});
