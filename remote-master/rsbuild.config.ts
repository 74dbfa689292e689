import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { FEDERATION_ENVIRONMENT, remoteFederationOptions, remoteRsbuildSettings } from '@booking/platform/federation';
import { pluginPrecompress } from '@booking/platform/build';

export default defineConfig({
  ...remoteRsbuildSettings('master'),
  plugins: [
    pluginReact(),
    pluginPrecompress(),
    pluginModuleFederation(remoteFederationOptions('master', { './app': './src/app/export-app.tsx' }), { environment: FEDERATION_ENVIRONMENT }),
  ],
});
