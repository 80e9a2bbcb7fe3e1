import { unstableSetRender } from 'shared/ui-kit-core';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile 5 draws Toast, Dialog and friends with ReactDOM.render, which React 19 removed;
 * its documented fix is to hand it createRoot once (antd-mobile is a shared singleton, so once
 * per page). https://mobile.ant.design/guide/v5-for-19
 */
export function installAntdReact19Render(): void {
  unstableSetRender((node, container) => {
    const root = roots.get(container) ?? createRoot(container);
    roots.set(container, root);
    root.render(node);
    return async () => {
      // Unmounting while React is still rendering the same tree warns; let that pass first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
