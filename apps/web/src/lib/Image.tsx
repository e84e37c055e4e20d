import { type ImgHTMLAttributes, useState } from 'react';

/**
 * spec §8 "Image load failure: a fallback image is swapped in": a grey square with a note,
 * inline so that it loads whatever failed (the CSP allows data: images).
 */
export const FALLBACK_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e5e7eb"/><path d="M27 42.5a5.5 5.5 0 1 1-3-4.9V20l16-4v19.5a5.5 5.5 0 1 1-3-4.9V22.3l-10 2.5z" fill="#9ca3af"/></svg>',
)}`;

export type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** No address (the platform has none) shows the fallback at once. */
  src: string | null | undefined;
};

/** Every picture of the web app: an `<img>` that swaps in the fallback when it fails to load. */
export function Image({ src, alt = '', ...rest }: ImageProps) {
  // The address that failed: a new address is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && src !== failed ? src : FALLBACK_IMAGE;
  return (
    <img
      {...rest}
      alt={alt}
      src={shown}
      data-fallback={shown === FALLBACK_IMAGE ? '' : undefined}
      onError={() => {
        if (src) setFailed(src);
      }}
    />
  );
}
