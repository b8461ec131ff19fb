const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and quoted attribute values. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => escapes[character]!);
