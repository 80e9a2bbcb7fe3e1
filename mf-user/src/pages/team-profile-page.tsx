import { InfoPage } from 'shared/standalone';

/** /pagesUser/team/profile: A staff member's profile and learning progress. */
export default function TeamProfilePage() {
  return <InfoPage title="page.user.teamProfile" about="user.teamProfile.about" />;
}
