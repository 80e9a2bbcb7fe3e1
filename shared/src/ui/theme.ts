// antd-mobile's global styles (CSS variables, base rules); its barrel would import them, but the
// apps' bundler treats that barrel as side-effect free so unused components are left out.
import 'antd-mobile/es/global';
// The design tokens after them: they theme antd-mobile through its own variables.
import '../design/tokens.css';
