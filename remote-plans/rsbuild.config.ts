import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federationOptions, remoteRsbuildSettings } from '@booking/shared/federation';

export default defineConfig({
  ...remoteRsbuildSettings('plans'),
  plugins: [pluginReact(), pluginModuleFederation(federationOptions('plans', { './app': './src/app/export-app.tsx' }))],
});
