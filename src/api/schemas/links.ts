import * as v from 'valibot';
import type { ShortLinkResponse } from '../links';
import { text, type Agree, type Out, type Same } from './fields';

/** A share link without its URL is nothing to share: strict. */
export const shortLinkSchema = v.object({ shortUrl: v.pipe(v.string(), v.nonEmpty()), code: text });

export type LinkSchemasAgree = Agree<[Same<Out<typeof shortLinkSchema>, ShortLinkResponse>]>;
