import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { FEDERATION_ENVIRONMENT, remoteFederationOptions, remoteRsbuildSettings } from '@booking/platform/federation';
import { pluginPrecompress } from '@booking/platform/build';

export default defineConfig({
  ...remoteRsbuildSettings('client'),
  plugins: [
    pluginReact(),
    pluginPrecompress(),
    pluginModuleFederation(remoteFederationOptions('client', { './app': './src/app/export-app.tsx' }), { environment: FEDERATION_ENVIRONMENT }),
  ],
});
