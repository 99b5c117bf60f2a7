/**
 * Text made safe inside HTML or XML: element content and double- or single-quoted attribute
 * values. Numeric references, which both languages read.
 */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
