export { RatingDisplay, RatingInput, ratingVariants, roundToHalf, starFill } from "./rating";
export type { RatingDisplayProps, RatingInputProps, RatingSize, RatingVariants } from "./rating";
