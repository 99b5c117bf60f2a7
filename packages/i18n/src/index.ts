/** The catalogue in every language (issue #29): compiled messages, and the shared English texts translated. */
export * from './translate.ts';
