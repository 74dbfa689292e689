import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federationOptions, remoteRsbuildSettings } from '@booking/shared/federation';

export default defineConfig({
  ...remoteRsbuildSettings('client'),
  plugins: [pluginReact(), pluginModuleFederation(federationOptions('client', { './app': './src/app/export-app.tsx' }))],
});
