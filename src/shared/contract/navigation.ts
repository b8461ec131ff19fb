import { z } from 'zod';

export const navigationItemSchema = z.object({
  name: z.string(),
  path: z.string(),
});

export const navigationGroupSchema = navigationItemSchema.extend({
  children: z.array(navigationItemSchema),
});

/** The left menu of one organisation (access spec section 3, "Navigation"). */
export const navigationSchema = z.object({
  groups: z.array(navigationGroupSchema),
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;
export type NavigationGroup = z.infer<typeof navigationGroupSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
