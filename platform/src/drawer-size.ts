/** Drawer sizes of spec §2; a custom size is a pixel or percentage string such as 500px or 50%. */
const drawerSizes = { sm: '320px', default: '400px', lg: '560px', xl: '720px', full: '100%' } as const;
export type DrawerSize = keyof typeof drawerSizes | (string & {});

export function resolveDrawerSize(size: DrawerSize | undefined): string {
  if (size === undefined) return drawerSizes.default;
  if (Object.hasOwn(drawerSizes, size)) return drawerSizes[size as keyof typeof drawerSizes];
  if (/^\d+(\.\d+)?(px|%)$/.test(size)) return size;
  console.warn(`Drawer size "${size}" is not sm, default, lg, xl, full or a px/% value; using the default.`);
  return drawerSizes.default;
}
