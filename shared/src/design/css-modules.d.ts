// A component's stylesheet (name.module.css) imports as its class names (css-loader's CSS Modules).
declare module '*.module.css' {
  const classNames: Readonly<Record<string, string>>;
  export default classNames;
}

// A plain stylesheet is imported for its side effect only.
declare module '*.css';
