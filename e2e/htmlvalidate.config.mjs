// html-validate's settings for the exported pages (e2e/html.spec.ts runs it over every HTML file of
// out/; `npx html-validate --config e2e/htmlvalidate.config.mjs out` does the same by hand). The recommended and whole-document presets,
// less only what React and Next write their own way and what the HTML standard itself allows; each
// exception says why. Everything else the app fixes.
import { defineConfig, definePlugin, Rule } from 'html-validate';

/**
 * A <section> or <article> says what it is, as the W3C checker counts it: a heading of its own, or for
 * a section an aria-label (the checker warns on a section named only by aria-labelledby, and on an
 * article without a heading whatever its name). A wrapper that needs neither is a <div>.
 */
class SectioningNamed extends Rule {
  documentation() {
    return { description: 'Every <section> has a heading or a name, and every <article> a heading.' };
  }

  setup() {
    this.on('dom:ready', ({ document }) => {
      for (const element of document.querySelectorAll('section, article')) {
        const named = element.hasAttribute('aria-label');
        const heading = element.querySelectorAll('h1, h2, h3, h4, h5, h6').some((h) => owner(h) === element);
        if (heading || (named && element.tagName === 'section')) continue;
        this.report(element, `<${element.tagName}> has no heading of its own${element.tagName === 'section' ? ' and no aria-label' : ''}`);
      }
    });
  }
}

/** The nearest <section> or <article> around a heading: the one the heading names. */
function owner(heading) {
  for (let node = heading.parent; node; node = node.parent) {
    if (node.tagName === 'section' || node.tagName === 'article') return node;
  }
  return null;
}

const site = definePlugin({ name: 'site', rules: { 'site/sectioning-named': SectioningNamed } });

export default defineConfig({
  plugins: [site],
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    'site/sectioning-named': 'error',

    // React writes void elements self-closed (<meta … />), empty and boolean attributes as ="" (Next's
    // crossorigin="", nomodule="") and a few attribute names in its own camelCase (charSet, dateTime,
    // autoComplete): all valid HTML, and not the app's to change.
    'void-style': ['error', { style: 'selfclose' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],

    // The standard's own rules, as html-validate's `standard` preset sets them: an id is any string
    // without whitespace (React's useId gives "_R_…_"), and any element that may be named may carry
    // aria-label or aria-labelledby (the lists named by the heading above them).
    'valid-id': ['error', { relaxed: true }],
    'aria-label-misuse': ['error', { allowAnyNamable: true }],

    // A <div role="region"> is the ARIA practices' markup for an accordion's answer and for a
    // scrolling table or carousel, named by aria-labelledby or aria-label. As a <section> named by
    // aria-labelledby it would draw the W3C checker's "section lacks heading" instead.
    'prefer-native-element': ['error', { exclude: ['region'] }],

    // The tools' forms (estimator, EMI, IELTS, planner) recalculate in place as the visitor types: no
    // change of context (WCAG 3.2.2), so there is nothing to submit. Technique H32 is for forms that
    // send; the two that do (contact, search) have their submit buttons.
    'wcag/h32': 'off',

    // Headings count across the whole page, dialogs included (not as outlines of their own), and may
    // start at h2: the phone drawer's dialog, in the header, is titled by an h2 ahead of the page's h1.
    // Every step down is still one level, and there is one h1.
    'heading-level': ['error', { sectioningRoots: [], minInitialRank: 'h2' }],

    // Integrity hashes are for other origins' files; every script and stylesheet here is the site's own.
    'require-sri': ['error', { target: 'crossorigin' }],
  },
});
