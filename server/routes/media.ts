import { Hono } from 'hono';
import type { Database } from '../db/client';
import { findImage } from '../services/image-service';

/** `GET /media/<sha256>.<ext>`: uploaded images; a name is its content, so it is cached for good. */
export function createMediaRoutes(db: Database) {
  return new Hono().get('/:fileName', async (c) => {
    const image = await findImage(db, c.req.param('fileName'));
    if (!image) return c.body('Not found', 404);
    return c.body(new Uint8Array(image.bytes), 200, {
      'content-type': image.mimeType,
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
}
