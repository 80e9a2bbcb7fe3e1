// The design system's run-time part: the tokens themselves are CSS (tokens.css, loaded once by
// shared/ui); this sets the brand's shades from run-time configuration.
export {
  DEFAULT_BRAND,
  applyBrandColour,
  brandShades,
  isHexColour,
  type Brand,
  type BrandShades,
} from './brand';
