/**
 * The server's OpenAPI document as TypeScript types, written by `npm run generate:api-types` from
 * server/app.ts. Do not edit: change the server's schemas and run the script again.
 */
export interface paths {
    "/afaJavaRoom/app/article/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Full-text search over titles and bodies, best match first; remembered in the user's search records
         * @description The keyword takes web-search syntax: words, "quoted phrases", -excluded words, or. `remember=false` searches without adding the keyword to the records: a search made as the reader types, of a word they may not have finished.
         */
        get: {
            parameters: {
                query: {
                    keyword: string;
                    page?: number | null;
                    remember?: "true" | "false";
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of matches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ArticlePage"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/app/article/search-record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's recent searches, each keyword once, newest first (at most 20) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The searches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["SearchRecord"][];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/app/article/search-record/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forget one search keyword, or all of them when no keyword is given */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ClearSearchRecordRequest"];
                };
            };
            responses: {
                /** @description How many records went */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                cleared: number;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/app/article/submit-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish an article as the logged-in user; the body HTML is cleaned to an allowlist before it is stored
         * @description At most 10 articles per user an hour (429 beyond).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SubmitArticleRequest"];
                };
            };
            responses: {
                /** @description The new article */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ArticleDetail"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/app/nft/pair-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's breeding pairs with their claim times */
        get: {
            parameters: {
                query?: {
                    page?: number | null;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page, from the indexer's read models */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ChainList"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/app/nft/self-pool-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's creatures staked in the pool, with pledge days and pending income */
        get: {
            parameters: {
                query?: {
                    page?: number | null;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page, from the indexer's read models */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ChainList"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/app/nft/wait-pair-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Nests open for pairing (type 2), each with its creature and ready time, oldest first; at most 100 a page whatever size asks */
        get: {
            parameters: {
                query?: {
                    page?: number | null;
                    size?: number;
                    /** @description 2: nests waiting for a partner */
                    type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page, from the indexer's read models */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ChainList"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/app/rank/user-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users by score, highest first, with the caller's own rank */
        get: {
            parameters: {
                query?: {
                    page?: number | null;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the ranking */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["Ranking"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/app/union/apply-join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to join a union; the application waits as pending
         * @description Envelope codes: 10040 an application is already waiting, 10041 already a member.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ApplyJoinRequest"];
                };
            };
            responses: {
                /** @description Applied */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                appliedAt: string;
                                /** @enum {string} */
                                membership: "pending";
                                unionId: number;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such union */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/app/user/bind-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind a wallet address or a Google email to the account
         * @description A wallet needs the proof address-bind takes (a nonce from /v1/waas/bind-nonce and the wallet's signature); a Google email, the code send-captcha mailed to it (10020 wrong code). Envelope codes: 10021 the bind nonce or the code expired or was used, 10030 the wallet is tied to another account, 10031 the Google email is tied to another account, 10033 this account already has another wallet (or Google email) bound.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BindInfoRequest"];
                };
            };
            responses: {
                /** @description The updated user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["UserInfo"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/app/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["UserInfo"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/app/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the session of the token sent */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session is revoked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: unknown;
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/app/user/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the nickname (1–32 characters) and/or the avatar (a data URL the server stores and serves) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateUserRequest"];
                };
            };
            responses: {
                /** @description The updated user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["UserInfo"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/public/article/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One article with its HTML body; counts a view */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The article */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ArticleDetail"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such article */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/public/article/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Articles of a category and/or topic (all when neither is given), newest first, paged from 0 */
        get: {
            parameters: {
                query?: {
                    categoryId?: number;
                    page?: number | null;
                    size?: number;
                    topicId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of articles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ArticlePage"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/public/article/top-article": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pinned articles, newest first */
        get: {
            parameters: {
                query?: {
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The articles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ArticleSummary"][];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/public/article/topic-by-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every category with its topics, in display order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The categories */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["CategoryWithTopics"][];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/public/config/public-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client configuration: analytics URL, target chain and contract addresses */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The configuration */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["PublicInfo"];
                            message: string;
                        };
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/public/room/get-recommend-rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recommended rooms, or rooms whose title or a tag contains the keyword */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    page?: number | null;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of rooms */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["RoomPage"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/public/union/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A union; with a valid bearer token also the caller's membership (open to visitors) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The union */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["UnionInfo"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such union */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/public/union/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unions, the largest first */
        get: {
            parameters: {
                query?: {
                    page?: number | null;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of unions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["UnionPage"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/public/union/member-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A union's members, the owner first, then by joining time */
        get: {
            parameters: {
                query: {
                    page?: number | null;
                    size?: number;
                    unionId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of members */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["UnionMemberPage"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such union */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/public/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in (or sign up) with a wallet: the signed message from login-nonce; the wallet is bound to the account
         * @description The message must be the one issued for this site and chain, unexpired and unused, and the signer its address. Envelope code 10021: the nonce expired or was used.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WalletLoginRequest"];
                };
            };
            responses: {
                /** @description Logged in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["LoginResult"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/public/user/login-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in (or sign up) with an email and its code; returns a session token
         * @description Envelope codes: 10020 wrong code, 10021 expired or already used, 10022 too many wrong attempts (request a new code).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LoginInRequest"];
                };
            };
            responses: {
                /** @description Logged in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["LoginResult"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/public/user/login-nonce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a wallet sign-in: a single-use nonce and the EIP-4361 message to sign */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LoginNonceRequest"];
                };
            };
            responses: {
                /** @description The message to sign */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["SignInMessage"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/afaJavaRoom/public/user/send-captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a 6-digit login code (written to the server log locally); one per email per minute */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SendCaptchaRequest"];
                };
            };
            responses: {
                /** @description The code was issued */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["SentCaptcha"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metadata/{chainId}/{collection}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A collection's metadata: the contract's contractURI (ERC-7572) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    chainId: string;
                    /** @description creatures (the creature NFT) or pendants (the pendant NFT) */
                    collection: "creatures" | "pendants";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The collection */
                200: {
                    headers: {
                        "Cache-Control"?: string;
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CollectionMetadata"];
                    };
                };
                /** @description The If-None-Match ETag is current */
                304: {
                    headers: {
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such token, chain or collection, or a malformed id */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many answers that were not kept; try again in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The chain could not be read; try again shortly */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metadata/{chainId}/{collection}/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A token's metadata (its tokenURI once revealed or opened), read from the chain */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    chainId: string;
                    /** @description creatures (the creature NFT) or pendants (the pendant NFT) */
                    collection: "creatures" | "pendants";
                    tokenId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The token */
                200: {
                    headers: {
                        "Cache-Control"?: string;
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TokenMetadata"];
                    };
                };
                /** @description The If-None-Match ETag is current */
                304: {
                    headers: {
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such token, chain or collection, or a malformed id */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many answers that were not kept; try again in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The chain could not be read; try again shortly */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metadata/{chainId}/{collection}/{tokenId}/image.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A token's picture as a 512×512 PNG, drawn from its traits */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    chainId: string;
                    /** @description creatures (the creature NFT) or pendants (the pendant NFT) */
                    collection: "creatures" | "pendants";
                    tokenId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The picture */
                200: {
                    headers: {
                        "Cache-Control"?: string;
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description The If-None-Match ETag is current */
                304: {
                    headers: {
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such token, chain or collection, or a malformed id */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many answers that were not kept; try again in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The chain could not be read; try again shortly */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metadata/{chainId}/{collection}/{tokenId}/image.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A token's picture as SVG, drawn from its traits */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    chainId: string;
                    /** @description creatures (the creature NFT) or pendants (the pendant NFT) */
                    collection: "creatures" | "pendants";
                    tokenId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The picture */
                200: {
                    headers: {
                        "Cache-Control"?: string;
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description The If-None-Match ETag is current */
                304: {
                    headers: {
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such token, chain or collection, or a malformed id */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many answers that were not kept; try again in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The chain could not be read; try again shortly */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metadata/{chainId}/{collection}/blind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The one document every blind token shares, the contract's blind URI: an egg, or a sealed pendant */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    chainId: string;
                    /** @description creatures (the creature NFT) or pendants (the pendant NFT) */
                    collection: "creatures" | "pendants";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The blind token */
                200: {
                    headers: {
                        "Cache-Control"?: string;
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TokenMetadata"];
                    };
                };
                /** @description The If-None-Match ETag is current */
                304: {
                    headers: {
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such token, chain or collection, or a malformed id */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many answers that were not kept; try again in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The chain could not be read; try again shortly */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metadata/{chainId}/{collection}/blind/image.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A blind token's picture as a 512×512 PNG */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    chainId: string;
                    /** @description creatures (the creature NFT) or pendants (the pendant NFT) */
                    collection: "creatures" | "pendants";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The picture */
                200: {
                    headers: {
                        "Cache-Control"?: string;
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description The If-None-Match ETag is current */
                304: {
                    headers: {
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such token, chain or collection, or a malformed id */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many answers that were not kept; try again in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The chain could not be read; try again shortly */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metadata/{chainId}/{collection}/blind/image.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A blind token's picture as SVG */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    chainId: string;
                    /** @description creatures (the creature NFT) or pendants (the pendant NFT) */
                    collection: "creatures" | "pendants";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The picture */
                200: {
                    headers: {
                        "Cache-Control"?: string;
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description The If-None-Match ETag is current */
                304: {
                    headers: {
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such token, chain or collection, or a malformed id */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many answers that were not kept; try again in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The chain could not be read; try again shortly */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sensors/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store analytics events (at most 50 per request)
         * @description A JSON event or array of events, or the Sensors SDK form: data (one event) or data_list (a batch) as base64 JSON, urlencoded or plain text. GET with ?data= is accepted too.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["SensorsEvent"] | components["schemas"]["SensorsEvent"][];
                    "application/x-www-form-urlencoded": {
                        data?: string;
                        data_list?: string;
                        gzip?: string;
                    };
                };
            };
            responses: {
                /** @description The events were stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                accepted: number;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body is over 64 KiB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/market/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A token's market activity, newest first: listed, sold, listing_cancelled, offer_made, offer_taken, offer_cancelled */
        get: {
            parameters: {
                query: {
                    collection: string;
                    page?: number | null;
                    size?: number;
                    tokenId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                hasMore: boolean;
                                list: components["schemas"]["MarketActivity"][];
                                page: number;
                                size: number;
                                total: number;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/market/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders in the order book, filtered and paged (pages count from 0)
         * @description status: active (fillable now), inactive (not started yet, or the chain could not fill it now: a listing whose token left its maker or whose approval to Seaport was revoked, an offer whose maker holds or allows Seaport less AFA than it offers), filled, cancelled, expired (past endTime); open is active or inactive, what its maker can still cancel. sort: newest, price_asc, price_desc, expiry (soonest first); prices compare only within one currency.
         */
        get: {
            parameters: {
                query?: {
                    collection?: string;
                    /** @description The zero address for ETH */
                    currency?: string;
                    maker?: string;
                    page?: number | null;
                    side?: "listing" | "offer";
                    size?: number;
                    sort?: "newest" | "price_asc" | "price_desc" | "expiry";
                    status?: "active" | "inactive" | "filled" | "cancelled" | "expired" | "open";
                    tokenId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of orders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                hasMore: boolean;
                                list: components["schemas"]["MarketOrder"][];
                                page: number;
                                size: number;
                                total: number;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Put a signed Seaport 1.6 order (a listing or an offer for one of our tokens) in the order book
         * @description Accepted only when: the signature is the offerer's EIP-712 signature in the domain { name: "Seaport", version: "1.6", chainId, verifyingContract: Seaport }; counter is the offerer's current counter at Seaport; zone, zoneHash and conduitKey are zero and orderType 0; a listing offers one token of CreatureNft or PendantNft (amount 1) the offerer owns and has approved Seaport for, and asks ETH or AFA; an offer offers AFA the offerer holds and has allowed Seaport, and asks one token of ours, sent to the offerer; the consideration is, in order, the seller's proceeds (a listing) or the token (an offer), then the marketplace fee when not 0, then the collection's ERC-2981 royalty when not 0, each exactly as due on the price (a listing's price is the sum of its consideration); amounts do not move (startAmount = endAmount); the price is more than 0 and at most 1000000000000000000000000000; endTime is in the future and at most 365 days away, startTime before it and at most 30 days away; the order is not stored already nor filled or cancelled at Seaport. Anything else is a 400 naming the field, and nothing is stored. At most 30 orders a minute per client.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateMarketOrderRequest"];
                };
            };
            responses: {
                /** @description The stored order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["MarketOrder"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The order book is not open on this chain (no Seaport recorded) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/market/orders/{orderHash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order of the order book, by its Seaport order hash */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderHash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["MarketOrder"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such order */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/nft/broadcast-tx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a transaction the app sent (docs/PRODUCT.md §3 broadcast record); reporting a hash twice keeps the first record
         * @description fromAddress must be a wallet bound to the caller (403 otherwise) and the transaction's sender: recovered from signedTx when given (its hash must be txHash), else read from the chain, where the transaction must be. When accountId is given it must be the caller's (403 otherwise).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BroadcastTxRequest"];
                };
            };
            responses: {
                /** @description The record */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["TransactionRecord"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/nft/check-valid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether an address may act on a creature now: it owns it, and the creature is not staked */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckValidRequest"];
                };
            };
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["CheckValidResult"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/nft/form-accelerate-rebirth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creature's rebirth time and what claiming it early costs now */
        get: {
            parameters: {
                query: {
                    tokenId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Read from the chain */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ChainView"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such token */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/nft/form-bind-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's wallet-service account and bound wallets */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The bindings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: {
                                accountId: string | null;
                                wallets: {
                                    address: string;
                                    chainIndex: number;
                                }[];
                            };
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/nft/form-fertility-cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What pairing a creature costs, and whether it needs a paid breed time */
        get: {
            parameters: {
                query: {
                    address?: string;
                    tokenId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Read from the chain */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ChainView"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such token */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/nft/form-fertility-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An address's creatures with their breed times and whether each can breed now */
        get: {
            parameters: {
                query: {
                    address: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Read from the chain */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ChainView"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such token */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/nft/form-nft-breed-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creature with its breed times, last pairing, the pairing quote and the breeding settings */
        get: {
            parameters: {
                query: {
                    address?: string;
                    tokenId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Read from the chain */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ChainView"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such token */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/nft/form-nft-decorate-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pendants an address owns, opened or blind */
        get: {
            parameters: {
                query: {
                    address: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Read from the chain */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ChainView"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such token */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/nft/form-nft-updrage-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creature's grades, next upgrade costs per attribute, lifespan and rebirth state, and the upgrade settings */
        get: {
            parameters: {
                query: {
                    address?: string;
                    tokenId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Read from the chain */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ChainView"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such token */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/nft/form-pledge-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creature's stake in the pool: pledge time and day, pending income, and the pool settings */
        get: {
            parameters: {
                query: {
                    address?: string;
                    openLive?: "true" | "false";
                    tokenId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Read from the chain */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["ChainView"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such token */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/nft/hash-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One of the caller's recorded transactions, its status confirmed from the chain receipt (pending until mined, expired after an hour without one) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HashInfoRequest"];
                };
            };
            responses: {
                /** @description The record */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["TransactionRecord"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The caller recorded no transaction with this hash */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/waas/address-bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind a wallet address to the caller's account, proven by its signature (binding it again is a no-op)
         * @description The signature must be the address's of the bind message for a nonce from bind-nonce. Envelope codes: 10021 the nonce expired or was used, 10030 the address is bound to another account, 10033 this account already has another wallet.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AddressBindRequest"];
                };
            };
            responses: {
                /** @description Bound */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["AddressBindResult"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/waas/bind-nonce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start binding a wallet: a single-use nonce (10 minutes) and the bind message the wallet signs */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BindNonceRequest"];
                };
            };
            responses: {
                /** @description The nonce and message */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["BindNonce"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/waas/create-wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller's wallet-service accountId, created on the first call; later calls return the same one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["WalletAccount"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/waas/get-nft-assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The NFTs an address owns in a contract, lowest id first, as indexed from the chain's Transfer logs */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GetNftAssetsRequest"];
                };
            };
            responses: {
                /** @description The tokens */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["NftAssets"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/waas/send-transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Relay a signed raw transaction to the chain (eth_sendRawTransaction) and record it
         * @description signedTx must hash to txHash, be signed by fromAddr (a wallet bound to the caller, 403 otherwise), and be for chainIndex, the target chain. Envelope codes: 10050 the chain node refused it (the message says why), 10051 the chain node is unreachable.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SendTransactionRequest"];
                };
            };
            responses: {
                /** @description Sent and recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            data: components["schemas"]["TransactionRecord"];
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing, unknown, expired or revoked session token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AddressBindRequest: {
            /** @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 */
            address: string;
            /** @description From POST /v1/waas/bind-nonce for this address; used once */
            nonce: string;
            /**
             * @description The wallet's personal_sign of the bind message naming the account, the address and the nonce
             * @example 0x02f8...
             */
            signature: string;
        };
        AddressBindResult: {
            accountId: string;
            address: string;
            chainIndex: number;
        };
        ApplyJoinRequest: {
            /** @example 1 */
            unionId: number;
        };
        ArticleDetail: components["schemas"]["ArticleSummary"] & {
            /** @description HTML as written; sanitise before rendering */
            body: string;
            categoryName: string;
            topicName: string | null;
        };
        ArticlePage: {
            hasMore: boolean;
            list: components["schemas"]["ArticleSummary"][];
            page: number;
            size: number;
            total: number;
        };
        ArticleSummary: {
            author: components["schemas"]["Author"];
            categoryId: number;
            /** @description Image URL; empty when none */
            cover: string;
            /** Format: date-time */
            createdAt: string;
            id: number;
            isTop: boolean;
            /** @description Plain text opening of the body */
            summary: string;
            title: string;
            topicId: number | null;
            views: number;
        };
        Author: {
            avatar: string;
            id: number;
            nickname: string;
        };
        BindInfoRequest: {
            /** @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 */
            address: string;
            /** @description From POST /v1/waas/bind-nonce for this address; used once */
            nonce: string;
            /**
             * @description The wallet's personal_sign of the bind message naming the account, the address and the nonce
             * @example 0x02f8...
             */
            signature: string;
            /** @enum {string} */
            type: "wallet";
        } | {
            /** @description Proof of ownership: the code send-captcha mailed to googleEmail */
            captcha: string;
            /** Format: email */
            googleEmail: string;
            /** @enum {string} */
            type: "google";
        };
        BindNonce: {
            accountId: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description The bind message for the wallet to sign (personal_sign) */
            message: string;
            nonce: string;
        };
        BindNonceRequest: {
            /** @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 */
            address: string;
        };
        BroadcastTxRequest: {
            /**
             * @description The accountId create-wallet returned
             * @example 6f1c2a4e-8f3b-4a51-9f0d-2b7c1e9a5d33
             */
            accountId?: string;
            /** @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 */
            fromAddress: string;
            /** @example 42 */
            fromTokenId?: string;
            /** @example 0x02f8... */
            signedTx?: string;
            /** @example 42 */
            tokenId?: string;
            /** @example 42 */
            toTokenId?: string;
            /** @example 12.5 */
            txAmount?: string;
            /** @example 0xabababababababababababababababababababababababababababababababab */
            txHash: string;
            /**
             * @description 2 upgrade, 3 rebirth, 4 accelerate rebirth claim, 5 equip pendant, 6 uninstall pendant, 11 create nest, 13 breed pair, 14 claim bred NFT, 15 close nest
             * @enum {integer}
             */
            txType: 2 | 3 | 4 | 5 | 6 | 11 | 13 | 14 | 15;
        };
        CategoryWithTopics: {
            id: number;
            name: string;
            topics: {
                cover: string;
                description: string;
                id: number;
                name: string;
            }[];
        };
        ChainList: {
            /** @description The caller's bound wallet the list is for; null when none is bound */
            address: string | null;
            hasMore: boolean;
            /** @description Shaped as the contracts' views (uint256 as decimal strings, addresses lower case), from the indexed events */
            list: {
                [key: string]: unknown;
            }[];
            page: number;
            size: number;
            total: number;
        };
        /** @description Contract views as JSON: uint256 values as decimal strings, addresses in lower case */
        ChainView: {
            [key: string]: unknown;
        };
        CheckValidRequest: {
            /** @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 */
            address: string;
            /** @example 42 */
            tokenId: string;
        };
        CheckValidResult: {
            breedable: boolean;
            exists: boolean;
            owner: string | null;
            staked: boolean;
            valid: boolean;
        };
        ClearSearchRecordRequest: {
            /** @example breeding */
            keyword?: string;
        };
        /** @description ERC-7572 contract-level metadata */
        CollectionMetadata: {
            description: string;
            external_link: string;
            image: string;
            name: string;
        };
        CreateMarketOrderRequest: {
            parameters: components["schemas"]["SeaportOrderComponents"];
            /**
             * @description The offerer's EIP-712 signature of parameters in Seaport 1.6's domain on this chain (an externally owned account's)
             * @example 0xababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababab
             */
            signature: string;
        };
        ErrorEnvelope: {
            /** @example 400 */
            code: number;
            data: unknown;
            /** @example email: Invalid email address */
            message: string;
        };
        GetNftAssetsRequest: {
            /** @description The chain; only the target chain is indexed */
            chainIndex?: number;
            /** @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 */
            contractAddress: string;
            /** @default 100 */
            limit: number;
            /** @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 */
            ownerAddress: string;
        };
        HashInfoRequest: {
            /** @example 0xabababababababababababababababababababababababababababababababab */
            txHash: string;
        };
        LoginInRequest: {
            /** @example 042917 */
            captcha: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
            /** @description The share code the user arrived with, if any: recorded as the inviter of a new account */
            shareCode?: string;
        };
        LoginNonceRequest: {
            /** @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 */
            address: string;
        };
        LoginResult: {
            token: string;
            userInfo: components["schemas"]["UserInfo"];
        };
        MarketActivity: {
            at: string;
            /** @enum {string} */
            kind: "listed" | "sold" | "listing_cancelled" | "offer_made" | "offer_taken" | "offer_cancelled";
            order: components["schemas"]["MarketOrder"];
        };
        MarketOrder: {
            chainId: number;
            closedAt: string | null;
            /** @description The transaction that filled or cancelled the order */
            closedTxHash: string | null;
            collection: string;
            createdAt: string;
            /** @description The payment token; the zero address for ETH */
            currency: string;
            /** @description Unix seconds */
            endTime: number;
            /** @description The marketplace fee out of price */
            fee: string;
            maker: string;
            /** @description What the token's seller receives: price less fee and royalty */
            netPrice: string;
            orderHash: string;
            /** @description The signed OrderComponents, numbers as decimal strings: what fulfilling the order takes */
            parameters: {
                conduitKey: string;
                consideration: {
                    endAmount: string;
                    identifierOrCriteria: string;
                    itemType: number;
                    recipient: string;
                    startAmount: string;
                    token: string;
                }[];
                counter: string;
                endTime: string;
                offer: {
                    endAmount: string;
                    identifierOrCriteria: string;
                    itemType: number;
                    startAmount: string;
                    token: string;
                }[];
                offerer: string;
                orderType: number;
                salt: string;
                startTime: string;
                zone: string;
                zoneHash: string;
            };
            /** @description What the buyer pays in all, in the currency's smallest unit */
            price: string;
            /** @description The collection's ERC-2981 royalty out of price */
            royalty: string;
            royaltyRecipient: string | null;
            seaport: string;
            /** @enum {string} */
            side: "listing" | "offer";
            signature: string;
            /** @description Unix seconds */
            startTime: number;
            /** @enum {string} */
            status: "active" | "inactive" | "filled" | "cancelled" | "expired";
            taker: string | null;
            tokenId: string;
        };
        NftAssets: {
            /** @description The last block indexed; -1 before the first */
            indexedBlock: number;
            list: {
                contractAddress: string;
                ownedSinceBlock: number;
                ownerAddress: string;
                tokenId: string;
            }[];
        };
        PublicInfo: {
            chain: {
                explorerUrl: string;
                /** @example 2810 */
                id: number;
                /** @example Morph Testnet */
                name: string;
                nativeCurrency: {
                    decimals: number;
                    name: string;
                    symbol: string;
                };
                /** @description The RPC a wallet should add for this chain */
                rpcUrl: string;
            };
            commonConfig: {
                /** @description Whether an operational task (a time-limited event) runs now; the task list shows it only then */
                isOperationalTask: boolean;
                /** @description Where the analytics SDK sends its events */
                sensorsUrl: string;
            };
            /**
             * @description Each deployed contract by name
             * @example {
             *       "AfaToken": "0x5FbDB2315678afecb367f032d93F642f64180aa3"
             *     }
             */
            contracts: {
                [key: string]: string;
            };
        };
        RankedUser: {
            avatar: string;
            nickname: string;
            /** @description 1 is the highest score; equal scores share a rank */
            rank: number;
            score: number;
            userId: number;
        };
        Ranking: {
            hasMore: boolean;
            list: components["schemas"]["RankedUser"][];
            page: number;
            /** @description The caller's own row, wherever it is */
            self: {
                avatar: string;
                nickname: string;
                /** @description 1 is the highest score; equal scores share a rank */
                rank: number;
                score: number;
                userId: number;
            } | null;
            size: number;
            total: number;
        };
        Room: {
            cover: string;
            host: {
                avatar: string;
                id: number;
                nickname: string;
            };
            id: number;
            onlineCount: number;
            tags: string[];
            title: string;
        };
        RoomPage: {
            hasMore: boolean;
            list: components["schemas"]["Room"][];
            page: number;
            size: number;
            total: number;
        };
        /** @description Seaport 1.6's OrderComponents, as signed */
        SeaportOrderComponents: {
            /** @example 0x0000000000000000000000000000000000000000000000000000000000000000 */
            conduitKey: string;
            consideration: {
                /** @example 1000000000000000000 */
                endAmount: string;
                /** @example 1000000000000000000 */
                identifierOrCriteria: string;
                /** @description Seaport's ItemType: 0 ETH, 1 ERC-20, 2 ERC-721 */
                itemType: number;
                /** @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 */
                recipient: string;
                /** @example 1000000000000000000 */
                startAmount: string;
                /** @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 */
                token: string;
            }[];
            /** @example 1000000000000000000 */
            counter: string;
            /** @example 1000000000000000000 */
            endTime: string;
            offer: {
                /** @example 1000000000000000000 */
                endAmount: string;
                /** @example 1000000000000000000 */
                identifierOrCriteria: string;
                /** @description Seaport's ItemType: 0 ETH, 1 ERC-20, 2 ERC-721 */
                itemType: number;
                /** @example 1000000000000000000 */
                startAmount: string;
                /** @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 */
                token: string;
            }[];
            /** @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 */
            offerer: string;
            orderType: number;
            /** @example 1000000000000000000 */
            salt: string;
            /** @example 1000000000000000000 */
            startTime: string;
            /** @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 */
            zone: string;
            /** @example 0x0000000000000000000000000000000000000000000000000000000000000000 */
            zoneHash: string;
        };
        SearchRecord: {
            keyword: string;
            /** Format: date-time */
            searchedAt: string;
        };
        SendCaptchaRequest: {
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
        };
        SendTransactionRequest: {
            /**
             * @description The accountId create-wallet returned
             * @example 6f1c2a4e-8f3b-4a51-9f0d-2b7c1e9a5d33
             */
            accountId: string;
            chainIndex: number;
            /** @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 */
            fromAddr: string;
            /** @example 0x02f8... */
            signedTx: string;
            /** @example 0xabababababababababababababababababababababababababababababababab */
            txHash: string;
            /**
             * @description 2 upgrade, 3 rebirth, 4 accelerate rebirth claim, 5 equip pendant, 6 uninstall pendant, 11 create nest, 13 breed pair, 14 claim bred NFT, 15 close nest
             * @enum {integer}
             */
            txType: 2 | 3 | 4 | 5 | 6 | 11 | 13 | 14 | 15;
        };
        SensorsEvent: {
            distinct_id: string | number;
            /** @example $pageview */
            event?: string;
            properties?: {
                [key: string]: unknown;
            };
            /** @example track */
            type: string;
        } & {
            [key: string]: unknown;
        };
        SentCaptcha: {
            /** @example 600 */
            expiresInSeconds: number;
            /** @example 60 */
            resendAfterSeconds: number;
        };
        SignInMessage: {
            /** Format: date-time */
            expiresAt: string;
            /** @description The EIP-4361 message for the wallet to sign (personal_sign) */
            message: string;
            nonce: string;
        };
        SubmitArticleRequest: {
            body: string;
            /** @example 1 */
            categoryId: number;
            title: string;
            /** @example 1 */
            topicId?: number;
        };
        /** @description ERC-721 metadata JSON with OpenSea's attribute fields */
        TokenMetadata: {
            attributes: components["schemas"]["TokenMetadataAttribute"][];
            /**
             * @description The picture's background, six hex digits
             * @example f3e8ff
             */
            background_color: string;
            description: string;
            /** @description The app's page for the token */
            external_url: string;
            /** @description The token's picture as a 512×512 PNG, an absolute URL */
            image: string;
            /** @example Creature #8 */
            name: string;
        };
        TokenMetadataAttribute: {
            /** @enum {string} */
            display_type?: "number" | "boost_number" | "date";
            max_value?: number;
            trait_type: string;
            value: string | number;
        };
        TransactionRecord: {
            accountId: string | null;
            blockNumber: number | null;
            chainIndex: number;
            /** Format: date-time */
            createdAt: string;
            fromAddress: string;
            fromTokenId: string | null;
            /**
             * @description broadcast: the app sent it; relay: this server sent it
             * @enum {string}
             */
            source: "broadcast" | "relay";
            /**
             * @description expired: no receipt came within an hour of recording (dropped, replaced, or never sent)
             * @enum {string}
             */
            status: "pending" | "confirmed" | "failed" | "expired";
            tokenId: string | null;
            toTokenId: string | null;
            txAmount: string | null;
            txHash: string;
            txType: number;
            /** Format: date-time */
            updatedAt: string;
        };
        UnionInfo: components["schemas"]["UnionSummary"] & {
            /**
             * @description Where the caller stands: none (also for visitors), pending (applied), joined
             * @enum {string}
             */
            membership: "none" | "pending" | "joined";
        };
        UnionMember: {
            avatar: string;
            /** Format: date-time */
            joinedAt: string | null;
            nickname: string;
            /** @enum {string} */
            role: "owner" | "member";
            score: number;
            userId: number;
        };
        UnionMemberPage: {
            hasMore: boolean;
            list: components["schemas"]["UnionMember"][];
            page: number;
            size: number;
            total: number;
        };
        UnionPage: {
            hasMore: boolean;
            list: components["schemas"]["UnionSummary"][];
            page: number;
            size: number;
            total: number;
        };
        UnionSummary: {
            avatar: string;
            /** Format: date-time */
            createdAt: string;
            description: string;
            id: number;
            memberCount: number;
            name: string;
            owner: {
                avatar: string;
                id: number;
                nickname: string;
            };
        };
        UpdateUserRequest: {
            /** @description A data URL (base64) of a JPEG, PNG or WebP image of at most 512 KB */
            avatar?: string;
            /** @example Ada */
            nickname?: string;
        };
        UserInfo: {
            /** @description Image URL; empty when none was set */
            avatar: string;
            /** Format: date-time */
            createdAt: string;
            email: string | null;
            googleEmail: string | null;
            id: number;
            /** @description Users who signed up through this user's share link */
            invitedCount: number;
            nickname: string;
            okxOpenId: string | null;
            shareCode: string;
            wallets: {
                address: string;
                chainIndex: number;
            }[];
        };
        WalletAccount: {
            accountId: string;
        };
        WalletLoginRequest: {
            message: string;
            /** @description The share code the user arrived with, if any: recorded as the inviter of a new account */
            shareCode?: string;
            /** @example 0x02f8... */
            signature: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
