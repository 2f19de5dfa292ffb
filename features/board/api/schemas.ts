import { BoardSchema, PostSchema, PostSummarySchema } from "@contracts/boards";
import { PageMetaSchema } from "@contracts/envelope";
import { z } from "zod";

// The board answers' schemas in their own chunk: the events page is a site's first page, and this chunk (with the
// validation library) downloads while the list is on its way instead of before the page can draw.
export const PostsSchema = z.array(PostSummarySchema);
export const ListMetaSchema = PageMetaSchema.extend({ board: BoardSchema.optional() });
export { PostSchema };
