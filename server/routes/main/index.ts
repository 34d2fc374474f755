import type { ContractReader } from '../../chain/contract-reader';
import { createApiRouter } from '../../http/api-router';
import { requireSession } from '../../http/auth';
import { createArticleRoutes, type ArticleRoutesOptions } from './article-routes';
import { createCommunityRoutes } from './community-routes';
import { createNftRoutes } from './nft-routes';
import { createConfigRoutes, type PublicInfoSettings } from './config-routes';
import { createProfileRoutes } from './profile-routes';
import { createUserRoutes, type UserRoutesDeps } from './user-routes';

export type MainApiDeps = Omit<UserRoutesDeps, 'chainId'> & {
  publicInfo: PublicInfoSettings;
  reader: ContractReader;
  articles: ArticleRoutesOptions;
};

/** The main API, mounted under `/{product}JavaRoom`: `/public/*` is open, `/app/*` needs a live session. */
export function createMainApi(deps: MainApiDeps) {
  const api = createApiRouter();
  // Registered before the routes so it guards every `/app/*` path, unknown ones included.
  api.use('/app/*', requireSession(deps.services));
  return api
    .route('/', createConfigRoutes(deps.publicInfo))
    .route('/', createUserRoutes({ ...deps, chainId: deps.publicInfo.chain.id }))
    .route('/', createProfileRoutes({ services: deps.services, chainId: deps.publicInfo.chain.id }))
    .route('/', createArticleRoutes(deps.services, deps.articles))
    .route('/', createCommunityRoutes(deps.services))
    .route('/', createNftRoutes({ services: deps.services, reader: deps.reader, chainId: deps.publicInfo.chain.id }));
}
