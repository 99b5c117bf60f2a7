/** MJML 5 ships no types (@types/mjml describes the synchronous MJML 4): the part compile-layout.ts uses. */
declare module 'mjml' {
  interface MjmlError {
    formattedMessage: string;
  }
  export default function mjml2html(
    source: string,
    options?: {
      validationLevel?: 'strict' | 'soft' | 'skip';
      fonts?: Record<string, string>;
      keepComments?: boolean;
    },
  ): Promise<{ html: string; errors: MjmlError[] }>;
}
