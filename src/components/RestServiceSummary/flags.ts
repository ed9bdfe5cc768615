import type { ServiceFlagsView } from '@site/plugins/openapi/public';

/** A yes/no flag of a service, with the qualification the platform attaches to it. */
export function flagText(value: boolean | null, note?: string): string {
  const word = value === null ? 'n/a' : value ? 'yes' : 'no';
  return note ? `${word} (${note})` : word;
}

/**
 * Whether the service writes as well as reads. A note that already starts with the access word is
 * shown alone, so the page never reads "read only: read only".
 */
export function accessText(flags: ServiceFlagsView): string {
  const word = flags.readWrite ? 'read and write' : 'read only';
  const note = flags.readWriteNote;
  if (!note) return word;
  return note.toLowerCase().startsWith(word) ? note : `${word}: ${note}`;
}

/** The sources a service keeps data in, from its public and private flags. */
export function sourcesText(flags: Pick<ServiceFlagsView, 'public' | 'private'>): string {
  const sources = [flags.public && 'public', flags.private && 'private'].filter(Boolean);
  return sources.length > 0 ? sources.join(', ') : 'none';
}
