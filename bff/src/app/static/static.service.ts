import { Inject, Injectable } from '@nestjs/common';
import { REMOTE_NAMES, REMOTES, type RemotesManifest } from '@portal/shared/domain';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';

@Injectable()
export class StaticService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Where the shell loads each remote from; MF_REMOTE_URL_<NAME> moves one without rebuilding the shell. */
  remotesManifest(): RemotesManifest {
    return Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, this.config.remoteUrlOverrides[name] ?? `/remotes/${REMOTES[name].folder}/mf-manifest.json`]),
    );
  }
}
