import type { Plugin } from 'vite';

const ROUTER_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
// `Link.displayName = "Link";` at the top level of the module: React DevTools' label only.
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
// `var Form = React10.forwardRef(` and the like: calls that build a value and touch nothing else.
const PURE_CALL =
  /^(var [\w$]+ = )((?:React\d*\.(?:forwardRef|createContext|memo)|Object\.getOwnPropertyNames|Symbol)\()/gm;

/**
 * Lets the bundler leave out what the app never uses of React Router's production build (its
 * framework and data-router components: Form, Scripts, RouterProvider's contexts...). The build is
 * one module whose top level names every component (`X.displayName = ...`) and builds contexts
 * and components with calls the bundler must otherwise assume have effects, so each of them
 * stayed in the runtime chunk every page loads (docs/architecture.md#react-runtime).
 */
export function markRouterPure(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(PURE_CALL, '$1/* @__PURE__ */ $2');
}

export function routerTreeShaking(): Plugin {
  return {
    name: 'salon:router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_BUILD },
      handler(code) {
        return { code: markRouterPure(code), map: null };
      },
    },
  };
}
