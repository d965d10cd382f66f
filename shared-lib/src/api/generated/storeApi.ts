// Generated from store-api's OpenAPI document (GET /docs/json) by `npm run api:types`. Do not edit:
// change the route schemas in store-api and run it again. `npm test` fails when this file drifts.
export interface paths {
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/hpms/product/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          keyword: string;
          pageNum?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                list: {
                  id: number;
                  sn: string;
                  linkName: string;
                  name: string;
                  /** @enum {string} */
                  kind: 'game' | 'live';
                  pic: string;
                  currency: string;
                  minPrice: number;
                  originalPrice: number | null;
                  hot: boolean;
                  recommend: boolean;
                  deliveryMinutes: number;
                }[];
                total: number;
                pageNum: number;
                pageSize: number;
              };
            };
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
  '/hpms/product/index/v2': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                sections: {
                  key: string;
                  products: {
                    id: number;
                    sn: string;
                    linkName: string;
                    name: string;
                    /** @enum {string} */
                    kind: 'game' | 'live';
                    pic: string;
                    currency: string;
                    minPrice: number;
                    originalPrice: number | null;
                    hot: boolean;
                    recommend: boolean;
                    deliveryMinutes: number;
                  }[];
                }[];
                trust: {
                  ordersDelivered: number;
                  averageRating: number;
                  ratingCount: number;
                  typicalDeliveryMinutes: number;
                  paymentMarks: {
                    /** @enum {string} */
                    id: 'card' | 'mobile-wallet' | 'e-wallet' | 'bank';
                    pic: string;
                  }[];
                };
              };
            };
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
  '/hpms/product/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                sn: string;
                linkName: string;
                name: string;
                /** @enum {string} */
                kind: 'game' | 'live';
                pic: string;
                description: string;
                inputFields: string[];
                afterPayFields: string[];
                deliveryMinutes: number;
                hot: boolean;
                recommend: boolean;
                skus: {
                  id: number;
                  name: string;
                  price: number;
                  originalPrice: number | null;
                  currency: string;
                  pic: string;
                }[];
              };
            };
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
  '/hpms/product/v3/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                sn: string;
                linkName: string;
                name: string;
                /** @enum {string} */
                kind: 'game' | 'live';
                pic: string;
                description: string;
                inputFields: string[];
                afterPayFields: string[];
                deliveryMinutes: number;
                hot: boolean;
                recommend: boolean;
                skus: {
                  id: number;
                  name: string;
                  price: number;
                  originalPrice: number | null;
                  currency: string;
                  pic: string;
                }[];
              };
            };
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
  '/hpms/product/v4/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                sn: string;
                linkName: string;
                name: string;
                /** @enum {string} */
                kind: 'game' | 'live';
                pic: string;
                description: string;
                inputFields: string[];
                afterPayFields: string[];
                deliveryMinutes: number;
                hot: boolean;
                recommend: boolean;
                skus: {
                  id: number;
                  name: string;
                  price: number;
                  originalPrice: number | null;
                  currency: string;
                  pic: string;
                }[];
                coupons: {
                  id: number;
                  code: string;
                  name: string;
                  /** @enum {string} */
                  kind: 'amount' | 'percent';
                  value: number;
                  minSpend: number;
                  productId: number | null;
                  newUser: boolean;
                  validDays: number;
                  endTime: string;
                  remaining: number;
                  captured: boolean;
                }[];
                reviewSummary: {
                  total: number;
                  average: number;
                  distribution: number[];
                  withImages: number;
                };
              };
            };
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
  '/hpms/product/sn/{sn}/seo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sn: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/hpms/product/sn/{sn}/delivery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sn: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/hpms/product/sn/{sn}/input/afterpay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sn: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                /** @description Asked after payment; sent as "label:value" by these labels */
                fields: string[];
                /** @description The same fields as shown, in the language of Accept-Language */
                labels: string[];
              };
            };
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
  '/hpms/product/index/banner': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/hpms/product/index/popups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                title: string;
                image: string;
                link: string;
                /** @description The coupon the popup offers (USD, as coupons keep it), else null */
                coupon: {
                  /** @enum {string} */
                  kind: 'amount' | 'percent';
                  value: number;
                  minSpend: number;
                } | null;
              }[];
            };
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
  '/hpms/product/index/v2/menu': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/hpms/product/index/v2/menu/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/hpms/product/recommend/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          prefix?: 'blog';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/hpms/product/sn/{sn}/comment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderBy?: number;
          imgOnly?: 0 | 1;
        };
        header?: never;
        path: {
          sn: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                list: {
                  id: number;
                  productId: number;
                  orderId: number | null;
                  author: string;
                  rating: number;
                  content: string;
                  images: string[];
                  likeCount: number;
                  liked: boolean;
                  createTime: string;
                }[];
                total: number;
                pageNum: number;
                pageSize: number;
              };
            };
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
  '/hpms/product/sn/{sn}/comment/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sn: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                total: number;
                average: number;
                distribution: number[];
                withImages: number;
              };
            };
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
  '/hpms/product/comment/like/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/sso/email/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                token: string;
                /** @enum {string} */
                tokenHead: 'Bearer ';
              };
            };
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
  '/sso/info/ex/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                email: string;
                phone: string;
                username: string;
                nickname: string;
                certStatus: number;
                memo: string;
                createTime: string;
                growth: number;
                hasPassword: boolean;
              };
            };
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
  '/hums/app/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/email/register/authcode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/email/resetpassword/authcode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/email/bind/authcode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/login/v2/phone/authcode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            prefix: string;
            phone: string;
            /**
             * @default login
             * @enum {string}
             */
            purpose?: 'login' | 'register' | 'reset' | 'bind';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/email/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            authCode: string;
            password: string;
            nickname?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/register/phone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            prefix: string;
            phone: string;
            authCode: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/login/phone/ex': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            prefix: string;
            phone: string;
            password?: string;
            authCode?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            prefix: string;
            phone: string;
            authCode: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/email/resetpassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            authCode: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/password/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            oldPassword: string;
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/bind/phone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            prefix: string;
            phone: string;
            authCode: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/email/bind/v2': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            authCode: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/email/signin/authcode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/email/signin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            authCode: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                token: string;
                /** @enum {string} */
                tokenHead: 'Bearer ';
              };
            };
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
  '/sso/password/set': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/oauth2/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': string;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/hums/coupon/{id}/capture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                couponId: number;
                code: string;
                name: string;
                /** @enum {string} */
                kind: 'amount' | 'percent';
                value: number;
                minSpend: number;
                productId: number | null;
                captureTime: string;
                expireTime: string;
                useTime: string | null;
                orderId: number | null;
                /** @enum {string} */
                status: 'available' | 'used' | 'expired';
                /** @description The unpaid order holding the coupon while its pay window is open, else null */
                heldBy: {
                  orderId: number;
                  orderSn: string;
                  payExpireTime: string;
                } | null;
              };
            };
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
  '/hums/coupon/pid/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                code: string;
                name: string;
                /** @enum {string} */
                kind: 'amount' | 'percent';
                value: number;
                minSpend: number;
                productId: number | null;
                newUser: boolean;
                validDays: number;
                endTime: string;
                remaining: number;
                captured: boolean;
              }[];
            };
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
  '/hums/coupon/capture/redemption': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                couponId: number;
                code: string;
                name: string;
                /** @enum {string} */
                kind: 'amount' | 'percent';
                value: number;
                minSpend: number;
                productId: number | null;
                captureTime: string;
                expireTime: string;
                useTime: string | null;
                orderId: number | null;
                /** @enum {string} */
                status: 'available' | 'used' | 'expired';
                /** @description The unpaid order holding the coupon while its pay window is open, else null */
                heldBy: {
                  orderId: number;
                  orderSn: string;
                  payExpireTime: string;
                } | null;
              };
            };
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
  '/public/newuser/coupon/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/hums/coupon/product/available/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                couponId: number;
                code: string;
                name: string;
                /** @enum {string} */
                kind: 'amount' | 'percent';
                value: number;
                minSpend: number;
                productId: number | null;
                captureTime: string;
                expireTime: string;
                useTime: string | null;
                orderId: number | null;
                /** @enum {string} */
                status: 'available' | 'used' | 'expired';
                /** @description The unpaid order holding the coupon while its pay window is open, else null */
                heldBy: {
                  orderId: number;
                  orderSn: string;
                  payExpireTime: string;
                } | null;
              }[];
            };
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
  '/hums/coupon/member/available': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                couponId: number;
                code: string;
                name: string;
                /** @enum {string} */
                kind: 'amount' | 'percent';
                value: number;
                minSpend: number;
                productId: number | null;
                captureTime: string;
                expireTime: string;
                useTime: string | null;
                orderId: number | null;
                /** @enum {string} */
                status: 'available' | 'used' | 'expired';
                /** @description The unpaid order holding the coupon while its pay window is open, else null */
                heldBy: {
                  orderId: number;
                  orderSn: string;
                  payExpireTime: string;
                } | null;
              }[];
            };
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
  '/hums/coupon/member/expired': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                list: {
                  id: number;
                  couponId: number;
                  code: string;
                  name: string;
                  /** @enum {string} */
                  kind: 'amount' | 'percent';
                  value: number;
                  minSpend: number;
                  productId: number | null;
                  captureTime: string;
                  expireTime: string;
                  useTime: string | null;
                  orderId: number | null;
                  /** @enum {string} */
                  status: 'available' | 'used' | 'expired';
                  /** @description The unpaid order holding the coupon while its pay window is open, else null */
                  heldBy: {
                    orderId: number;
                    orderSn: string;
                    payExpireTime: string;
                  } | null;
                }[];
              };
            };
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
  '/hums/coupon/member/held': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                list: {
                  id: number;
                  couponId: number;
                  code: string;
                  name: string;
                  /** @enum {string} */
                  kind: 'amount' | 'percent';
                  value: number;
                  minSpend: number;
                  productId: number | null;
                  captureTime: string;
                  expireTime: string;
                  useTime: string | null;
                  orderId: number | null;
                  /** @enum {string} */
                  status: 'available' | 'used' | 'expired';
                  /** @description The unpaid order holding the coupon while its pay window is open, else null */
                  heldBy: {
                    orderId: number;
                    orderSn: string;
                    payExpireTime: string;
                  } | null;
                }[];
              };
            };
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
  '/hums/coupon/member/used': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                list: {
                  id: number;
                  couponId: number;
                  code: string;
                  name: string;
                  /** @enum {string} */
                  kind: 'amount' | 'percent';
                  value: number;
                  minSpend: number;
                  productId: number | null;
                  captureTime: string;
                  expireTime: string;
                  useTime: string | null;
                  orderId: number | null;
                  /** @enum {string} */
                  status: 'available' | 'used' | 'expired';
                  /** @description The unpaid order holding the coupon while its pay window is open, else null */
                  heldBy: {
                    orderId: number;
                    orderSn: string;
                    payExpireTime: string;
                  } | null;
                }[];
              };
            };
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
  '/hums/vip/discount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                level: number;
                growth: number;
                discountPercent: number;
                nextLevelGrowth: number | null;
              };
            };
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
  '/homs/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          t?: number;
          status?: number;
          pageNum?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                list: {
                  id: number;
                  orderSn: string;
                  /** @description 0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded */
                  status: number;
                  inputStatus: number;
                  productId: number;
                  productName: string;
                  pic: string;
                  denomination: string;
                  quantity: number;
                  amount: number;
                  currency: string;
                  /** @description JSON array of "label:value" strings */
                  delivery: string;
                  createTime: string;
                  payExpireTime: string;
                  preview: {
                    realnameRequired: string;
                    realnameStatus: number;
                    realnameRejectReason: string;
                    spotcheckRequired: string;
                    spotcheckStatus: number;
                    spotcheckRejectReason: string;
                  };
                  originalAmount: number;
                  vipDiscount: number;
                  couponDiscount: number;
                  payTime: string | null;
                  urgeTime: string | null;
                  /**
                   * @description Where its payment stands at the provider: open, pending, succeeded, failed, cancelled, closed (the order no longer waits for payment); null before any was started
                   * @enum {string|null}
                   */
                  paymentStatus: 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'closed' | null;
                }[];
                total: number;
                pageNum: number;
                pageSize: number;
              };
            };
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
  '/homs/order/sn/{sn}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sn: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                orderSn: string;
                /** @description 0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded */
                status: number;
                inputStatus: number;
                productId: number;
                productName: string;
                pic: string;
                denomination: string;
                quantity: number;
                amount: number;
                currency: string;
                /** @description JSON array of "label:value" strings */
                delivery: string;
                createTime: string;
                payExpireTime: string;
                preview: {
                  realnameRequired: string;
                  realnameStatus: number;
                  realnameRejectReason: string;
                  spotcheckRequired: string;
                  spotcheckStatus: number;
                  spotcheckRejectReason: string;
                };
                originalAmount: number;
                vipDiscount: number;
                couponDiscount: number;
                payTime: string | null;
                urgeTime: string | null;
                /**
                 * @description Where its payment stands at the provider: open, pending, succeeded, failed, cancelled, closed (the order no longer waits for payment); null before any was started
                 * @enum {string|null}
                 */
                paymentStatus: 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'closed' | null;
              };
            };
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
  '/homs/order/total': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                total: number;
                unpaid: number;
                paid: number;
                finished: number;
                cancelled: number;
                refunded: number;
                overUnpaidThreshold: boolean;
              };
            };
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
  '/homs/order/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          keyword: string;
          pageNum?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                list: {
                  id: number;
                  orderSn: string;
                  /** @description 0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded */
                  status: number;
                  inputStatus: number;
                  productId: number;
                  productName: string;
                  pic: string;
                  denomination: string;
                  quantity: number;
                  amount: number;
                  currency: string;
                  /** @description JSON array of "label:value" strings */
                  delivery: string;
                  createTime: string;
                  payExpireTime: string;
                  preview: {
                    realnameRequired: string;
                    realnameStatus: number;
                    realnameRejectReason: string;
                    spotcheckRequired: string;
                    spotcheckStatus: number;
                    spotcheckRejectReason: string;
                  };
                  originalAmount: number;
                  vipDiscount: number;
                  couponDiscount: number;
                  payTime: string | null;
                  urgeTime: string | null;
                  /**
                   * @description Where its payment stands at the provider: open, pending, succeeded, failed, cancelled, closed (the order no longer waits for payment); null before any was started
                   * @enum {string|null}
                   */
                  paymentStatus: 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'closed' | null;
                }[];
                total: number;
                pageNum: number;
                pageSize: number;
              };
            };
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
  '/homs/order/v2': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            productId: number;
            skuId: number;
            quantity: number;
            memberCouponId?: number;
            currency?: string;
            delivery: string[];
            date?: string | number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                orderSn: string;
                /** @description 0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded */
                status: number;
                inputStatus: number;
                productId: number;
                productName: string;
                pic: string;
                denomination: string;
                quantity: number;
                amount: number;
                currency: string;
                /** @description JSON array of "label:value" strings */
                delivery: string;
                createTime: string;
                payExpireTime: string;
                preview: {
                  realnameRequired: string;
                  realnameStatus: number;
                  realnameRejectReason: string;
                  spotcheckRequired: string;
                  spotcheckStatus: number;
                  spotcheckRejectReason: string;
                };
                originalAmount: number;
                vipDiscount: number;
                couponDiscount: number;
                payTime: string | null;
                urgeTime: string | null;
                /**
                 * @description Where its payment stands at the provider: open, pending, succeeded, failed, cancelled, closed (the order no longer waits for payment); null before any was started
                 * @enum {string|null}
                 */
                paymentStatus: 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'closed' | null;
              };
            };
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
  '/homs/order/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/homs/order/{id}/cancle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                orderSn: string;
                /** @description 0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded */
                status: number;
                inputStatus: number;
                productId: number;
                productName: string;
                pic: string;
                denomination: string;
                quantity: number;
                amount: number;
                currency: string;
                /** @description JSON array of "label:value" strings */
                delivery: string;
                createTime: string;
                payExpireTime: string;
                preview: {
                  realnameRequired: string;
                  realnameStatus: number;
                  realnameRejectReason: string;
                  spotcheckRequired: string;
                  spotcheckStatus: number;
                  spotcheckRejectReason: string;
                };
                originalAmount: number;
                vipDiscount: number;
                couponDiscount: number;
                payTime: string | null;
                urgeTime: string | null;
                /**
                 * @description Where its payment stands at the provider: open, pending, succeeded, failed, cancelled, closed (the order no longer waits for payment); null before any was started
                 * @enum {string|null}
                 */
                paymentStatus: 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'closed' | null;
              };
            };
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
  '/homs/order/{id}/urge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                orderSn: string;
                /** @description 0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded */
                status: number;
                inputStatus: number;
                productId: number;
                productName: string;
                pic: string;
                denomination: string;
                quantity: number;
                amount: number;
                currency: string;
                /** @description JSON array of "label:value" strings */
                delivery: string;
                createTime: string;
                payExpireTime: string;
                preview: {
                  realnameRequired: string;
                  realnameStatus: number;
                  realnameRejectReason: string;
                  spotcheckRequired: string;
                  spotcheckStatus: number;
                  spotcheckRejectReason: string;
                };
                originalAmount: number;
                vipDiscount: number;
                couponDiscount: number;
                payTime: string | null;
                urgeTime: string | null;
                /**
                 * @description Where its payment stands at the provider: open, pending, succeeded, failed, cancelled, closed (the order no longer waits for payment); null before any was started
                 * @enum {string|null}
                 */
                paymentStatus: 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'closed' | null;
              };
            };
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
  '/homs/order/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/homs/order/quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            productId: number;
            skuId: number;
            quantity: number;
            memberCouponId?: number;
            currency?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                currency: string;
                quantity: number;
                originalAmount: number;
                vipDiscountPercent: number;
                vipDiscount: number;
                couponDiscount: number;
                /** @description What the order would charge: its `amount` */
                amount: number;
              };
            };
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
  '/homs/order/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                list: {
                  id: number;
                  orderSn: string;
                  /** @description 0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded */
                  status: number;
                  inputStatus: number;
                  productId: number;
                  productName: string;
                  pic: string;
                  denomination: string;
                  quantity: number;
                  amount: number;
                  currency: string;
                  /** @description JSON array of "label:value" strings */
                  delivery: string;
                  createTime: string;
                  payExpireTime: string;
                  preview: {
                    realnameRequired: string;
                    realnameStatus: number;
                    realnameRejectReason: string;
                    spotcheckRequired: string;
                    spotcheckStatus: number;
                    spotcheckRejectReason: string;
                  };
                  originalAmount: number;
                  vipDiscount: number;
                  couponDiscount: number;
                  payTime: string | null;
                  urgeTime: string | null;
                  /**
                   * @description Where its payment stands at the provider: open, pending, succeeded, failed, cancelled, closed (the order no longer waits for payment); null before any was started
                   * @enum {string|null}
                   */
                  paymentStatus: 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'closed' | null;
                }[];
                total: number;
                pageNum: number;
                pageSize: number;
              };
            };
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
  '/homs/order/delivery/unfilled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                list: {
                  id: number;
                  orderSn: string;
                  /** @description 0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded */
                  status: number;
                  inputStatus: number;
                  productId: number;
                  productName: string;
                  pic: string;
                  denomination: string;
                  quantity: number;
                  amount: number;
                  currency: string;
                  /** @description JSON array of "label:value" strings */
                  delivery: string;
                  createTime: string;
                  payExpireTime: string;
                  preview: {
                    realnameRequired: string;
                    realnameStatus: number;
                    realnameRejectReason: string;
                    spotcheckRequired: string;
                    spotcheckStatus: number;
                    spotcheckRejectReason: string;
                  };
                  originalAmount: number;
                  vipDiscount: number;
                  couponDiscount: number;
                  payTime: string | null;
                  urgeTime: string | null;
                  /**
                   * @description Where its payment stands at the provider: open, pending, succeeded, failed, cancelled, closed (the order no longer waits for payment); null before any was started
                   * @enum {string|null}
                   */
                  paymentStatus: 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'closed' | null;
                }[];
                total: number;
                pageNum: number;
                pageSize: number;
              };
            };
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
  '/homs/order/{id}/preview/sts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                fileName: string;
                key: string;
                uploadUrl: string;
                uploadHeaders: {
                  [key: string]: string;
                };
                url: string;
                expireTime: string;
              };
            };
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
  '/homs/order/{id}/comment/sts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': string[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/homs/order/{id}/preview/realname': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            realName: string;
            idCard: string;
            images: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                orderSn: string;
                /** @description 0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded */
                status: number;
                inputStatus: number;
                productId: number;
                productName: string;
                pic: string;
                denomination: string;
                quantity: number;
                amount: number;
                currency: string;
                /** @description JSON array of "label:value" strings */
                delivery: string;
                createTime: string;
                payExpireTime: string;
                preview: {
                  realnameRequired: string;
                  realnameStatus: number;
                  realnameRejectReason: string;
                  spotcheckRequired: string;
                  spotcheckStatus: number;
                  spotcheckRejectReason: string;
                };
                originalAmount: number;
                vipDiscount: number;
                couponDiscount: number;
                payTime: string | null;
                urgeTime: string | null;
                /**
                 * @description Where its payment stands at the provider: open, pending, succeeded, failed, cancelled, closed (the order no longer waits for payment); null before any was started
                 * @enum {string|null}
                 */
                paymentStatus: 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'closed' | null;
              };
            };
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
  '/homs/order/{id}/preview/spotcheck': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            images: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                orderSn: string;
                /** @description 0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded */
                status: number;
                inputStatus: number;
                productId: number;
                productName: string;
                pic: string;
                denomination: string;
                quantity: number;
                amount: number;
                currency: string;
                /** @description JSON array of "label:value" strings */
                delivery: string;
                createTime: string;
                payExpireTime: string;
                preview: {
                  realnameRequired: string;
                  realnameStatus: number;
                  realnameRejectReason: string;
                  spotcheckRequired: string;
                  spotcheckStatus: number;
                  spotcheckRejectReason: string;
                };
                originalAmount: number;
                vipDiscount: number;
                couponDiscount: number;
                payTime: string | null;
                urgeTime: string | null;
                /**
                 * @description Where its payment stands at the provider: open, pending, succeeded, failed, cancelled, closed (the order no longer waits for payment); null before any was started
                 * @enum {string|null}
                 */
                paymentStatus: 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'closed' | null;
              };
            };
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
  '/homs/order/{id}/sumsub/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/homs/order/{id}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reviewStatus?: string;
            /** @enum {string} */
            reviewAnswer?: 'GREEN' | 'RED';
            rejectReason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                orderSn: string;
                /** @description 0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded */
                status: number;
                inputStatus: number;
                productId: number;
                productName: string;
                pic: string;
                denomination: string;
                quantity: number;
                amount: number;
                currency: string;
                /** @description JSON array of "label:value" strings */
                delivery: string;
                createTime: string;
                payExpireTime: string;
                preview: {
                  realnameRequired: string;
                  realnameStatus: number;
                  realnameRejectReason: string;
                  spotcheckRequired: string;
                  spotcheckStatus: number;
                  spotcheckRejectReason: string;
                };
                originalAmount: number;
                vipDiscount: number;
                couponDiscount: number;
                payTime: string | null;
                urgeTime: string | null;
                /**
                 * @description Where its payment stands at the provider: open, pending, succeeded, failed, cancelled, closed (the order no longer waits for payment); null before any was started
                 * @enum {string|null}
                 */
                paymentStatus: 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'closed' | null;
              };
            };
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
  '/homs/order/{id}/delivery/reason': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                inputStatus: number;
                reason: string;
                /** @description The fields to send back as "label:value", by their stored label */
                fields: string[];
                /** @description The same fields as shown, in the language of Accept-Language */
                labels: string[];
                submitted: string[] | null;
              };
            };
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
  '/homs/order/{id}/delivery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            fields: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                orderSn: string;
                /** @description 0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded */
                status: number;
                inputStatus: number;
                productId: number;
                productName: string;
                pic: string;
                denomination: string;
                quantity: number;
                amount: number;
                currency: string;
                /** @description JSON array of "label:value" strings */
                delivery: string;
                createTime: string;
                payExpireTime: string;
                preview: {
                  realnameRequired: string;
                  realnameStatus: number;
                  realnameRejectReason: string;
                  spotcheckRequired: string;
                  spotcheckStatus: number;
                  spotcheckRejectReason: string;
                };
                originalAmount: number;
                vipDiscount: number;
                couponDiscount: number;
                payTime: string | null;
                urgeTime: string | null;
                /**
                 * @description Where its payment stands at the provider: open, pending, succeeded, failed, cancelled, closed (the order no longer waits for payment); null before any was started
                 * @enum {string|null}
                 */
                paymentStatus: 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'closed' | null;
              };
            };
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
  '/homs/order/{id}/comment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            rating: number;
            content: string;
            /** @default [] */
            images?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
                productId: number;
                orderId: number | null;
                author: string;
                rating: number;
                content: string;
                images: string[];
                likeCount: number;
                liked: boolean;
                createTime: string;
              };
            };
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
  '/payments/methods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The ways to pay the checkout lists, each with the store’s own mark (a picture under /media). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                /** @enum {string} */
                id: 'card' | 'dropIn' | 'applePay' | 'googlePay' | 'paypal' | 'provider';
                /** @enum {string} */
                mark: 'card' | 'mobile-wallet' | 'e-wallet' | 'bank';
                pic: string;
              }[];
            };
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
  '/payments/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            orderId: string;
            /**
             * @default card
             * @enum {string}
             */
            method?: 'card' | 'dropIn' | 'applePay' | 'googlePay' | 'paypal' | 'provider';
            /** @default  */
            returnOrigin?: string;
            /**
             * @default en
             * @enum {string}
             */
            language?: 'en' | 'zh-TW';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/supplier/api/poppo/userinfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          account: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                game: string;
                account: string;
                serverId: string | null;
                nickname: string;
              };
            };
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
  '/supplier/api/mlbb/userinfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          account: string;
          serverid: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                game: string;
                account: string;
                serverId: string | null;
                nickname: string;
              };
            };
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
  '/supplier/api/genshin-impact/userinfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          account: string;
          serverid: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                game: string;
                account: string;
                serverId: string | null;
                nickname: string;
              };
            };
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
  '/supplier/api/zenless-zone-zero/userinfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          account: string;
          serverid: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                game: string;
                account: string;
                serverId: string | null;
                nickname: string;
              };
            };
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
  '/supplier/api/pubg/userinfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          account: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                game: string;
                account: string;
                serverId: string | null;
                nickname: string;
              };
            };
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
  '/supplier/api/honkai/userinfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          account: string;
          serverid: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                game: string;
                account: string;
                serverId: string | null;
                nickname: string;
              };
            };
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
  '/supplier/api/freefire/userinfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          account: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                game: string;
                account: string;
                serverId: string | null;
                nickname: string;
              };
            };
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
  '/supplier/api/douyin/userinfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          account: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                game: string;
                account: string;
                serverId: string | null;
                nickname: string;
              };
            };
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
  '/hms/currency/v2': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                code: string;
                symbol: string;
                rate: number;
                defaultSelect: boolean;
              }[];
            };
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
  '/sso/register/phone/prefix': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                label: string;
                value: string;
                country: string;
                defaultSelect: boolean;
              }[];
            };
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
  '/hums/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            type: 'order' | 'payment' | 'account' | 'suggestion' | 'other';
            content: string;
            contact?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/partner': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            company?: string;
            /** Format: email */
            email: string;
            phone?: string;
            message: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            logs: {
              /** @enum {string} */
              level: 'info' | 'warn' | 'error' | 'debug';
              message: string;
              timestamp: string;
              url?: string;
              userAgent?: string;
              userId?: string | number;
              sessionId?: string;
              extra?: unknown;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/builds/meta/{buildId}.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          buildId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/hums/utm/tracker': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            utm_source: string;
            utm_medium?: string;
            utm_campaign?: string;
            uuid?: string;
          } & {
            [key: string]: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/blog/article': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          category?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/public/blog/article/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/media/products/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/media/banners/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/media/popups/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/media/packs/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: 'tier-1.svg' | 'tier-2.svg' | 'tier-3.svg' | 'tier-4.svg' | 'tier-5.svg' | 'pass.svg';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/media/payments/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: 'card.svg' | 'mobile-wallet.svg' | 'e-wallet.svg' | 'bank.svg';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/media/articles/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  '/public/sell': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            game: string;
            item: string;
            amount: number;
            /** @description USD, 2 decimals */
            askingPrice: number;
            /** Format: email */
            email: string;
            /** @description ISO alpha-2 */
            country: string;
            phonePrefix?: string;
            phone?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              message: string;
              data: {
                id: number;
              };
            };
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
  '/payments/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The payment provider's signed callback: { eventId, sessionId, outcome, amount, currency }, header x-payment-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
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
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
