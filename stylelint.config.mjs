/**
 * The stylesheet's two house rules, enforced rather than remembered (npm run lint):
 * - raw values live only in app/tokens.css: colours, font sizes and weights, radii, shadows, gaps,
 *   z-indexes and durations elsewhere must be tokens (var(--…)) or keywords;
 * - CSS Modules classes are camelCase, so components read them as styles.someName.
 */
const keywords = [
  'inherit',
  'initial',
  'unset',
  'currentcolor',
  'currentColor',
  'transparent',
  'none',
  '0',
  'auto',
  // Arithmetic on tokens (a negative gap, half a space) is still the token.
  '/^-?calc\\(.*var\\(--[^)]+\\).*\\)$/',
];

/** @type {import('stylelint').Config} */
const config = {
  plugins: ['stylelint-declaration-strict-value'],
  rules: {
    // PhoneInput…: react-phone-number-input's own class names, styled through :global().
    'selector-class-pattern': ['^([a-z][a-zA-Z0-9]*|PhoneInput[A-Za-z-]*)$', { message: (name) => `Class "${name}" is not camelCase` }],
    'color-no-hex': true,
    'color-named': 'never',
    'declaration-no-important': true,
    'scale-unlimited/declaration-strict-value': [
      ['/color$/', '/^margin/', '/^padding/', 'fill', 'stroke', 'font-size', 'font-weight', 'border-radius', 'box-shadow', 'z-index', 'gap', 'row-gap', 'column-gap', 'transition-duration'],
      { ignoreValues: keywords, ignoreFunctions: false, disableFix: true },
    ],
  },
  overrides: [
    {
      // The tokens themselves.
      files: ['app/tokens.css'],
      rules: { 'color-no-hex': null, 'scale-unlimited/declaration-strict-value': null },
    },
    {
      // Global utilities used by their plain names in markup (visually-hidden, keep-whole); !important
      // keeps them winning over any component rule, as such utilities must.
      files: ['app/globals.css'],
      rules: { 'selector-class-pattern': null, 'declaration-no-important': null },
    },
  ],
  ignoreFiles: ['out/**', '.next/**', 'node_modules/**', 'coverage/**'],
};

export default config;
