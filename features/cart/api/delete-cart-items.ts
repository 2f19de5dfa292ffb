import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { z } from "zod";
import { CART_PATH } from "./paths";
import { revalidateCart } from "./revalidate-cart";

export const cartItemPath = (id: number) => `${CART_PATH}/${id}`;

/** Spec point 7: deleting shows no success toast (nothing asks the transport for one). */
export async function deleteCartItem(area: Area, id: number): Promise<number> {
  const res = await request(cartItemPath(id), {
    method: "DELETE",
    schema: z.object({ id: z.number().int() }),
    auth: true,
    area,
  });
  return res.data.id;
}

/** Deletes every given item, then refreshes the list and the count (also after a partial failure). */
export function useDeleteCartItems(area: Area) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<number[], Error, readonly [string, Area, "delete"], readonly number[]>(
    [CART_PATH, area, "delete"] as const,
    async (_key, { arg }) => {
      try {
        return await Promise.all(arg.map((id) => deleteCartItem(area, id)));
      } finally {
        await revalidateCart(mutate, area);
      }
    },
  );
}
