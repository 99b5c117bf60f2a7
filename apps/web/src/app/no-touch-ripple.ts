/**
 * What the build gives MUI's ButtonBase in place of its TouchRipple (vite.config.ts): the theme
 * turns the ripple off on every button (theme.ts), so its code would only be downloaded and
 * evaluated on the first visit for nothing.
 */
const NoTouchRipple = () => null;
export default NoTouchRipple;
