/** Who is asking: the signed-in member and the brands its students are enrolled in, or a visitor. */
export interface Viewer {
  memberId: number | null;
  brchTypes: ReadonlySet<string>;
}

export const VISITOR: Viewer = { memberId: null, brchTypes: new Set() };

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}
