import { SearchPage } from './SearchPage.tsx';

/** `/searchGroups/{term}`: the Groups Nearby panel as a page (see `SearchPage`). */
export default function SearchGroupsPage() {
  return <SearchPage kind="groups" />;
}
