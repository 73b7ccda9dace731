import { dirname, isAbsolute, relative, resolve } from 'node:path';

/**
 * `deft/layer-imports`: a file inside one of the `layers` may import by relative path only from
 * its own folder and the folders its layer names. Packages and Node built-ins are not checked here.
 * Options: `{ root, layers: [{ folder, may: [folders…] }] }`, folders relative to `root`; a file
 * belongs to the layer of the longest folder that holds it.
 */
export const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep each layer of main/core to the layers beneath it.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: {
            type: 'array',
            items: {
              type: 'object',
              properties: { folder: { type: 'string' }, may: { type: 'array', items: { type: 'string' } } },
              required: ['folder', 'may'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: { leaves: '{{layer}} may import only {{allowed}}; {{source}} is outside them.' },
  },
  create(context) {
    const { root, layers } = context.options[0];
    const file = relative(root, context.filename);
    const layer = layerOf(file, layers);
    if (!layer) return {};
    const allowed = [layer.folder, ...layer.may];
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(root, resolve(dirname(context.filename), source));
      if (allowed.some((folder) => inside(target, folder))) return;
      const names = [`itself (${layer.folder})`, ...layer.may].join(', ');
      context.report({ node, messageId: 'leaves', data: { layer: layer.folder, allowed: names, source } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source),
    };
  },
};

function layerOf(file, layers) {
  const holding = layers.filter((layer) => inside(file, layer.folder));
  return holding.sort((a, b) => b.folder.length - a.folder.length)[0];
}

function inside(path, folder) {
  const rest = relative(folder, path);
  return rest === '' || (!rest.startsWith('..') && !isAbsolute(rest));
}
