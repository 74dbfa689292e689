import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { HTML_TEMPLATE, devPorts, shellFederationOptions } from '@booking/platform/federation';
import { bundleEsmFederationRuntime, pluginPrecompress } from '@booking/platform/build';
import { pluginStartupAssets } from '@booking/platform/startup-assets';
import { shellTexts } from './src/app/shell.texts';

const remoteProxy = (name: 'client' | 'master' | 'plans') => ({ target: `http://localhost:${devPorts[name]}`, ws: true });

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(shellFederationOptions()), pluginPrecompress(), pluginStartupAssets()],
  source: { entry: { index: './src/index.ts' } },
  html: {
    // Russian, the default; the shell names the page in the person's language once it runs (shell-app.tsx).
    title: shellTexts.pageTitle,
    template: HTML_TEMPLATE,
    // The entry is a deferred script, which Chromium fetches at low priority, behind the chunks the
    // page preloads; it is what runs first (the federation runtime), so it goes first.
    tags: (tags) => tags.map((tag) => (tag.tag === 'script' && tag.attrs?.src ? { ...tag, attrs: { ...tag.attrs, fetchpriority: 'high' } } : tag)),
  },
  tools: { rspack: bundleEsmFederationRuntime },
  output: { distPath: { root: 'dist' } },
  server: {
    port: devPorts.shell,
    // `npm run dev`: one origin like production, so remotes.json and the API paths are the same.
    proxy: {
      '/api': `http://localhost:${devPorts.api}`,
      '/remotes/client': remoteProxy('client'),
      '/remotes/master': remoteProxy('master'),
      '/remotes/plans': remoteProxy('plans'),
    },
    historyApiFallback: true,
  },
});
