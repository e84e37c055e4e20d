import { artworkSvg, IMAGE_KINDS, type ImageKind, nameOf } from '../../views/artwork';
import { RawBody, type RouteHandler } from '../context';
import { notFound } from '../http-error';

/** Deterministic: the same address is the same picture for as long as the world exists. */
const CACHE_CONTROL = 'public, max-age=86400';

/** GET /images/{kind}/{id}.svg: the artwork of an artist, label, creator, track, playlist or station. */
const getImage: RouteHandler = (context) => {
  const [kind, file] = context.params as [string, string];
  const id = /^(.+)\.svg$/.exec(file)?.[1];
  if (!IMAGE_KINDS.includes(kind as ImageKind) || id === undefined) {
    throw notFound(`No image ${kind}/${file}`);
  }
  const name = nameOf(context.world.state, kind as ImageKind, id);
  if (name === undefined) throw notFound(`No ${kind} ${id}`);
  return new RawBody(
    'image/svg+xml; charset=utf-8',
    artworkSvg(kind as ImageKind, id, name),
    CACHE_CONTROL,
  );
};

export const imageRoutes: [string, RouteHandler][] = [['/images/:kind/:file', getImage]];
