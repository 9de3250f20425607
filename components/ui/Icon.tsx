import {
  Award, BadgeCheck, BookOpen, Briefcase, Building2, Calendar, ClipboardList, Clock, Compass, FileText,
  Globe, GraduationCap, HeartHandshake, Landmark, Languages, MessageCircle, Mic, PiggyBank, Plane, Search,
  Send, ShieldCheck, Stamp, Target, Ticket, TrendingUp, Users, Wallet, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/content/types';

const icons: Record<IconName, LucideIcon> = {
  'graduation-cap': GraduationCap,
  stamp: Stamp,
  building: Building2,
  'message-circle': MessageCircle,
  'file-text': FileText,
  send: Send,
  'badge-check': BadgeCheck,
  globe: Globe,
  award: Award,
  'book-open': BookOpen,
  languages: Languages,
  wallet: Wallet,
  'piggy-bank': PiggyBank,
  ticket: Ticket,
  mic: Mic,
  plane: Plane,
  briefcase: Briefcase,
  'clipboard-list': ClipboardList,
  calendar: Calendar,
  users: Users,
  'shield-check': ShieldCheck,
  'heart-handshake': HeartHandshake,
  target: Target,
  search: Search,
  compass: Compass,
  landmark: Landmark,
  clock: Clock,
  'trending-up': TrendingUp,
};

/** A content icon by name; always decorative (the text next to it carries the meaning). */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Svg = icons[name];
  return <Svg aria-hidden="true" focusable="false" width={size} height={size} strokeWidth={1.75} className={className} />;
}
