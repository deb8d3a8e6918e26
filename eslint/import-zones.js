import path from 'node:path';

/**
 * Module boundaries that a specifier alone cannot show (CONVENTIONS 11, 13): each import — static, type-only,
 * re-export or `import()` — is resolved against the importing file, then checked against
 * - `zones`: files under `target` import nothing under any of `from`;
 * - `areas`: a file of an area (`<areas>/<name>/…`) imports another area only through its declared entry
 *   (`<areas>/<other>/area.ts`).
 * Paths are relative to the directory ESLint runs in (the repository root).
 */
export const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports across module boundaries, dynamic imports included' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
          areas: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { zones = [], areas } = context.options[0] ?? {};
    const cwd = context.cwd;
    const file = path.relative(cwd, context.filename).split(path.sep).join('/');
    const inside = (candidate, dir) => candidate === dir || candidate.startsWith(`${dir}/`);
    // A file directly under the areas' folder (the kit they share) belongs to no area.
    const areaOf = (candidate) => {
      const parts = areas && inside(candidate, areas) ? candidate.slice(areas.length + 1).split('/') : [];
      return parts.length > 1 ? parts[0] : undefined;
    };
    const ownZones = zones.filter((zone) => inside(file, zone.target));
    const ownArea = areaOf(file);

    function check(node) {
      const specifier = node?.type === 'Literal' ? node.value : undefined;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const absolute = path.resolve(path.dirname(context.filename), specifier);
      const target = path.relative(cwd, absolute).split(path.sep).join('/');
      for (const zone of ownZones) {
        if (zone.from.some((dir) => inside(target, dir))) {
          context.report({ node, message: `${zone.message} ('${specifier}')` });
          return;
        }
      }
      const otherArea = areaOf(target);
      if (ownArea && otherArea && otherArea !== ownArea && target !== `${areas}/${otherArea}/area.ts`) {
        context.report({
          node,
          message: `An area imports another area only through its declared entry (${areas}/${otherArea}/area.ts), not '${specifier}'.`,
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
