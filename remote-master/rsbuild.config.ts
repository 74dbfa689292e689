import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federationOptions, remoteRsbuildSettings } from '@booking/shared/federation';

export default defineConfig({
  ...remoteRsbuildSettings('master'),
  plugins: [pluginReact(), pluginModuleFederation(federationOptions('master', { './app': './src/app/export-app.tsx' }))],
});
