#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// The rows of one level as a list, with the way to it when it was opened from search.
  @MainActor
  struct MenuEntriesList: View {
    @ObservedObject var model: ShopAppModel
    let groups: [MenuGroup]
    /// How many levels are above the listed one (0 for the top level).
    let depth: Int
    /// The categories above a level opened from search ("Damen › Mode"), else empty.
    let breadcrumb: [String]

    var body: some View {
      List {
        ForEach(Array(groups.enumerated()), id: \.element.id) { index, group in
          // A level opened from search shows the way to it above its first rows.
          if index == 0, group.title == nil, !breadcrumb.isEmpty {
            Section(header: breadcrumbHeader) {
              rows(group)
            }
          } else {
            Section(header: header(group.title)) {
              rows(group)
            }
          }
        }
      }
      .listStyle(.insetGrouped)
      .accessibilityIdentifier(AccessibilityID.menuList)
      .refreshable { [model] in await model.refresh() }
    }

    private var breadcrumbHeader: some View {
      Text(verbatim: breadcrumb.joined(separator: " › "))
        .textCase(nil)
        .accessibilityIdentifier(AccessibilityID.levelBreadcrumb)
    }

    private func rows(_ group: MenuGroup) -> some View {
      ForEach(group.entries) { entry in
        row(entry)
      }
    }

    @ViewBuilder private func header(_ title: String?) -> some View {
      if let title {
        Text(verbatim: title)
          .textCase(nil)
          .accessibilityAddTraits(.isHeader)
      }
    }

    @ViewBuilder private func row(_ entry: MenuEntry) -> some View {
      let isChosen = model.markedEntry == entry.id
      let isOnChosenPath = model.isMarked(entry.id)
      let label = MenuRowLabel(
        entry: entry, showsTeaser: depth == 0, isChosen: isChosen, isOnChosenPath: isOnChosenPath)
      switch entry.kind {
      case .category:
        NavigationLink(
          destination: MenuLevelView(model: model, level: entry.id, depth: depth + 1),
          isActive: isActive(entry.id)
        ) {
          label
        }
        .accessibilityValue(rowValue(isChosen: isChosen, isOnChosenPath: isOnChosenPath))
        .accessibilityHint(Text(Strings.categoryHint))
        .accessibilityIdentifier(AccessibilityID.entry(entry.id))
      case .link:
        Button {
          model.select(entry.id)
        } label: {
          label
        }
        .accessibilityValue(rowValue(isChosen: isChosen, isOnChosenPath: isOnChosenPath))
        .accessibilityAddTraits(isChosen ? .isSelected : [])
        .accessibilityHint(entry.opensExternally ? Text(Strings.externalHint) : Text(verbatim: ""))
        .accessibilityIdentifier(AccessibilityID.entry(entry.id))
      case .section:
        EmptyView()
      }
    }

    /// VoiceOver's value for a row: the last chosen entry, or a category on the way to it.
    private func rowValue(isChosen: Bool, isOnChosenPath: Bool) -> Text {
      if isChosen { return Text(Strings.chosen) }
      if isOnChosenPath { return Text(Strings.onChosenPath) }
      return Text(verbatim: "")
    }

    /// Active while the model's path runs through `id` at this level. Tapping the row selects
    /// it (the model pushes it, one level); the navigation view's Back button or swipe pops to
    /// this level.
    private func isActive(_ id: MenuEntry.ID) -> Binding<Bool> {
      let depth = self.depth
      return Binding(
        get: { [model] in model.isRowOpen(id, atDepth: depth) },
        set: { [model] active in
          if active {
            model.select(id)
          } else if model.path.count > depth, model.path[depth] == id {
            model.popTo(depth: depth)
          }
        })
    }
  }

#endif
