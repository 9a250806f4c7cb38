import ShopMenu
import SwiftUI

/// One level's rows; the notice and the teaser header are rows too, so they never cover one.
@MainActor
struct MenuEntriesList: View {
  @ObservedObject var model: ShopAppModel
  /// Observed: a teaser that fails takes its row's image away.
  @ObservedObject var teasers: TeaserLoader
  let groups: [MenuGroup]
  let headerTeaser: HeaderTeaser?
  let breadcrumb: [String]
  var notice: MenuNotice? = nil

  var body: some View {
    List {
      if let notice {
        Section {
          MenuNoticeBanner(notice: notice, retry: model.retry)
        }
      }
      if let headerTeaser, let url = teasers.teaser(headerTeaser.url) {
        Section {
          ZStack(alignment: .bottomLeading) {
            TeaserFrame(aspectRatio: 2.5, maxHeight: 300)
            Text(verbatim: headerTeaser.label)
              .font(.title.weight(.semibold))
              .foregroundColor(.white)
              .shadow(color: Color.black.opacity(0.7), radius: 3, x: 0, y: 1)
              .padding(16)
              .accessibilityIdentifier(AccessibilityID.levelTeaser)
          }
          .listRowInsets(EdgeInsets())
          .listRowBackground(TeaserImage(url: url, loader: teasers))
          .listRowSeparator(.hidden)
        }
        .listSectionSeparator(.hidden)
      }
      ForEach(Array(groups.enumerated()), id: \.element.id) { index, group in
        Section(header: header(group, isFirst: index == 0).textCase(nil)) {
          ForEach(group.entries, content: row)
        }
      }
    }
    .listStyle(.plain)
    .refreshable { [model] in await model.refresh() }
    .task(id: headerTeaser) { [teasers] in
      if let url = headerTeaser?.url { await teasers.askAgainIfDue(url) }
    }
  }

  /// An untitled first group shows the way to a level opened from search.
  @ViewBuilder private func header(_ group: MenuGroup, isFirst: Bool) -> some View {
    if isFirst, group.title == nil, !breadcrumb.isEmpty {
      Text(verbatim: breadcrumb.joined(separator: " › "))
        .accessibilityIdentifier(AccessibilityID.levelBreadcrumb)
    } else if let title = group.title {
      Text(verbatim: title)
        .accessibilityAddTraits(.isHeader)
    }
  }

  @ViewBuilder private func row(_ entry: MenuEntry) -> some View {
    let rowTeaser = model.menu?.rowTeaser(of: entry)
    let teaser = teasers.teaser(rowTeaser)
    // The photo is the row's background, so it fills the cell under the system's chevron too.
    linkOrButton(entry, teaser: teaser)
      .listRowInsets(teaser == nil ? nil : EdgeInsets())
      .listRowBackground(teaser.map { TeaserImage(url: $0, loader: teasers) })
      .listRowSeparator(teaser == nil ? .automatic : .hidden)
      .task(id: rowTeaser) { [teasers] in
        if let rowTeaser { await teasers.askAgainIfDue(rowTeaser) }
      }
  }

  @ViewBuilder private func linkOrButton(_ entry: MenuEntry, teaser: URL?) -> some View {
    let isChosen = model.lastChosen == entry.id
    let isOnChosenPath = model.isOnChosenPath(entry.id)
    let label = MenuRowLabel(
      entry: entry, teaser: teaser, isChosen: isChosen, isOnChosenPath: isOnChosenPath)
    switch entry.kind {
    case .category:
      NavigationLink(
        destination: MenuLevelView(model: model, level: entry.id, showsBreadcrumb: false)
      ) {
        label
      }
      .accessibilityValue(rowValue(isChosen: isChosen, isOnChosenPath: isOnChosenPath))
      .accessibilityHint(Text(Strings.categoryHint))
      .accessibilityIdentifier(AccessibilityID.entry(entry.id.components))
    case .link:
      Button {
        model.select(entry.id)
      } label: {
        label
      }
      .accessibilityValue(rowValue(isChosen: isChosen, isOnChosenPath: isOnChosenPath))
      .accessibilityAddTraits(isChosen ? .isSelected : [])
      .accessibilityHint(entry.opensExternally ? Text(Strings.externalHint) : Text(verbatim: ""))
      .accessibilityIdentifier(AccessibilityID.entry(entry.id.components))
    case .section:
      EmptyView()
    }
  }

  private func rowValue(isChosen: Bool, isOnChosenPath: Bool) -> Text {
    if isChosen { return Text(Strings.chosen) }
    if isOnChosenPath { return Text(Strings.onChosenPath) }
    return Text(verbatim: "")
  }
}

#if DEBUG
  struct MenuEntriesList_Previews: PreviewProvider {
    static var previews: some View {
      list("Stale, with its notice", PreviewModels.stale, nil)
      list("Damen, with its teaser", PreviewModels.ready, MenuEntry.ID(["Damen"]))
    }

    @MainActor private static func list(
      _ name: String, _ model: ShopAppModel, _ level: MenuEntry.ID?
    ) -> some View {
      MenuEntriesList(
        model: model, teasers: model.teasers, groups: model.groups(under: level),
        headerTeaser: model.menu?.headerTeaser(of: level), breadcrumb: [],
        notice: model.menuNotice
      )
      .previewDisplayName(name)
    }
  }
#endif
