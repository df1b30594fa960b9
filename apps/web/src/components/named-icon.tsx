import {
  BadgeCheck,
  BookOpen,
  Briefcase,
  Circle,
  Clapperboard,
  Coffee,
  Dumbbell,
  Ellipsis,
  Flame,
  GalleryHorizontal,
  GraduationCap,
  HeartHandshake,
  Image,
  Laugh,
  Mic,
  Newspaper,
  Palette,
  PartyPopper,
  PawPrint,
  Plane,
  Podcast,
  Presentation,
  Rocket,
  Shirt,
  ShoppingBag,
  ShoppingCart,
  Smile,
  Sparkles,
  TrendingUp,
  Type,
  User,
  UtensilsCrossed,
  Video,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

/**
 * The icons the contracts name (niches, voice tones, content types, content goals), by their
 * lucide-react names. An explicit table keeps the bundle to these icons instead of all of
 * lucide; a name missing here falls back to a plain circle.
 */
const NAMED_ICONS: Readonly<Record<string, LucideIcon>> = {
  BadgeCheck,
  BookOpen,
  Briefcase,
  Clapperboard,
  Coffee,
  Dumbbell,
  Ellipsis,
  Flame,
  GalleryHorizontal,
  GraduationCap,
  HeartHandshake,
  Image,
  Laugh,
  Mic,
  Newspaper,
  Palette,
  PartyPopper,
  PawPrint,
  Plane,
  Podcast,
  Presentation,
  Rocket,
  Shirt,
  ShoppingBag,
  ShoppingCart,
  Smile,
  Sparkles,
  TrendingUp,
  Type,
  User,
  UtensilsCrossed,
  Video,
};

export function getNamedIcon(name: string | undefined): LucideIcon {
  return (name && NAMED_ICONS[name]) || Circle;
}

/** A decorative icon chosen by its lucide-react name, e.g. a niche's 'GraduationCap'. */
export function NamedIcon({ name, ...props }: LucideProps & { name: string | undefined }) {
  const Icon = getNamedIcon(name);
  return <Icon aria-hidden="true" {...props} />;
}
