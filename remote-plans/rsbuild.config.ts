import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { FEDERATION_ENVIRONMENT, remoteFederationOptions, remoteRsbuildSettings } from '@booking/platform/federation';
import { pluginPrecompress } from '@booking/platform/build';

export default defineConfig({
  ...remoteRsbuildSettings('plans'),
  plugins: [
    pluginReact(),
    pluginPrecompress(),
    pluginModuleFederation(remoteFederationOptions('plans', { './app': './src/app/export-app.tsx' }), { environment: FEDERATION_ENVIRONMENT }),
  ],
});
