export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardLink,
  CardMedia,
  CardTitle,
  cardMediaVariants,
  cardVariants,
} from "./card";
export type {
  CardLinkProps,
  CardMediaProps,
  CardMediaRatio,
  CardMediaVariants,
  CardProps,
  CardTitleProps,
  CardVariant,
  CardVariants,
} from "./card";
