#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// The rows of one level as a list, with the way to it when it was opened from search. A
  /// category row is a plain `NavigationLink` to its level; a link row is a button that chooses
  /// it (the menu closes and the page loads).
  ///
  /// Above the rows, the level's teaser header when the core gives it one
  /// (``Menu/headerTeaser(of:)``): the first row of the list, so it scrolls with it; one
  /// accessibility element, the image named after its category; absent, with no space kept, when
  /// there is none.
  @MainActor
  struct MenuEntriesList: View {
    @ObservedObject var model: ShopAppModel
    let groups: [MenuGroup]
    /// The level's header image, or `nil` for none.
    let headerTeaser: HeaderTeaser?
    /// The categories above a level opened from search ("Damen › Mode"), else empty.
    let breadcrumb: [String]
    @Environment(\.loadsRemoteImages) private var loadsRemoteImages

    var body: some View {
      List {
        if let headerTeaser {
          Section {
            teaserHeader(headerTeaser)
          }
        }
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
      .refreshable { [model] in await model.refresh() }
    }

    /// The teaser edge to edge in its row: one accessibility element of its own, an image named
    /// after its category ("Damen, image"), so VoiceOver reads it and XCUITest finds its
    /// identifier (a container whose children are all hidden may not be exposed at all).
    private func teaserHeader(_ teaser: HeaderTeaser) -> some View {
      TeaserImage(url: loadsRemoteImages ? teaser.url : nil, loader: model.teasers)
        .frame(maxWidth: .infinity)
        .listRowInsets(EdgeInsets())
        .listRowBackground(Color.clear)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: teaser.label))
        .accessibilityAddTraits(.isImage)
        .accessibilityIdentifier(AccessibilityID.levelTeaser)
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
        entry: entry, teaser: model.menu?.rowTeaser(of: entry), isChosen: isChosen,
        isOnChosenPath: isOnChosenPath, teasers: model.teasers)
      switch entry.kind {
      case .category:
        NavigationLink(
          destination: MenuLevelView(model: model, level: entry.id, showsBreadcrumb: false)
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
  }
#endif

#if DEBUG && canImport(SwiftUI) && os(iOS)
  // MARK: - Previews

  /// The top level (Damen with its teaser row), Damen's level under its teaser header, a level
  /// opened from search with the way to it, and myToys' sections (no teasers, no header).
  struct MenuEntriesList_Previews: PreviewProvider {
    static var previews: some View {
      let model = PreviewModels.ready
      let damen = MenuEntry.ID(["Damen"])
      let mode = MenuEntry.ID(["Damen", "Mode"])
      let myToys = PreviewModels.readyMyToys
      PreviewModels.noRemoteImages(
        MenuEntriesList(
          model: model, groups: model.groups(under: nil), headerTeaser: nil, breadcrumb: [])
      )
      .previewDisplayName("Top level")
      PreviewModels.noRemoteImages(
        MenuEntriesList(
          model: model, groups: model.groups(under: damen),
          headerTeaser: model.menu?.headerTeaser(of: damen), breadcrumb: [])
      )
      .previewDisplayName("Damen, with its teaser")
      PreviewModels.noRemoteImages(
        MenuEntriesList(
          model: model, groups: model.groups(under: mode),
          headerTeaser: model.menu?.headerTeaser(of: mode), breadcrumb: model.breadcrumb(of: mode))
      )
      .previewDisplayName("Opened from search")
      MenuEntriesList(
        model: myToys, groups: myToys.groups(under: nil), headerTeaser: nil, breadcrumb: []
      )
      .previewDisplayName("myToys sections")
    }
  }
#endif
