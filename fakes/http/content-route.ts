import type { TranslationTree } from '../../src/core/content/ports/translation-source.port';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import type { Reply } from './reply';

export interface ContentOptions {
  /** The content service's fixed bearer credential; requests without it get 401. */
  readonly contentToken?: string;
  /** Edited texts per locale for GET /translation; a locale not listed answers 404. */
  readonly translations?: Readonly<Record<string, TranslationTree>>;
}

/** GET /translation?locale=: the content service's edited texts, behind its own credential. */
export async function translation(
  backend: InMemoryBackend,
  options: ContentOptions,
  query: URLSearchParams,
  authorization: string,
): Promise<Reply> {
  await backend.enter('translation');
  if (!options.contentToken || authorization !== `Bearer ${options.contentToken}`)
    return { status: 401, body: { message: 'Unauthorized' } };
  const texts = options.translations?.[query.get('locale') ?? ''];
  if (!texts) return { status: 404, body: { message: 'Not found' } };
  return { status: 200, body: { data: { id: query.get('locale'), type: 'translation', attributes: { translations: texts } } } };
}
