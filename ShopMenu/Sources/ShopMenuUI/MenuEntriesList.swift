#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// The rows of one level as a plain list, as the shop's own menu draws them, with the way to
  /// it when it was opened from search. A category row is a plain `NavigationLink` to its
  /// level; a link row is a button that chooses it (the menu closes and the page loads).
  ///
  /// Above the rows, first the notice of a menu that may be out of date (top level only), then
  /// the level's teaser header when the core gives it one (``Menu/headerTeaser(of:)``) and its
  /// image can be had (``TeaserLoader/teaser(_:)``): rows of the list, so they scroll with it and
  /// never cover one; absent, with no space kept, when there is none.
  @MainActor
  struct MenuEntriesList: View {
    @ObservedObject var model: ShopAppModel
    /// The model's teaser loader, observed: a teaser that fails takes its row's image away.
    @ObservedObject var teasers: TeaserLoader
    let groups: [MenuGroup]
    /// The level's header image, or `nil` for none.
    let headerTeaser: HeaderTeaser?
    /// The categories above a level opened from search ("Damen › Mode"), else empty.
    let breadcrumb: [String]
    /// The notice above the top level's rows, if any.
    var notice: MenuNotice? = nil

    var body: some View {
      List {
        if let notice {
          Section {
            MenuNoticeBanner(notice: notice)
          }
        }
        if let headerTeaser, let url = teasers.teaser(headerTeaser.url) {
          Section {
            teaserHeader(headerTeaser, url)
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
      .listStyle(.plain)
      .refreshable { [model] in await model.refresh() }
      // A header whose teaser failed is asked for again when the level appears, if its back-off
      // allows (a success brings it back).
      .task(id: headerTeaser) { [teasers] in
        if let url = headerTeaser?.url { await teasers.askAgainIfDue(url) }
      }
    }

    /// The teaser edge to edge at the top of the level: one accessibility element of its own,
    /// an image named after its category ("Damen, image"), so VoiceOver reads it and XCUITest
    /// finds its identifier (a container whose children are all hidden may not be exposed).
    private func teaserHeader(_ teaser: HeaderTeaser, _ url: URL) -> some View {
      TeaserImage(url: url, loader: teasers, height: Self.headerHeight)
        .listRowInsets(EdgeInsets())
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: teaser.label))
        .accessibilityAddTraits(.isImage)
        .accessibilityIdentifier(AccessibilityID.levelTeaser)
    }

    /// The header's height: a banner like the shop's own, as tall as about four rows.
    static let headerHeight: CGFloat = 160

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
      let rowTeaser = model.menu?.rowTeaser(of: entry)
      let teaser = teasers.teaser(rowTeaser)
      linkOrButton(entry, teaser: teaser)
        // A teaser row's image goes edge to edge.
        .listRowInsets(teaser == nil ? nil : EdgeInsets())
        // A row drawn without its failed teaser asks for it again when it appears, if the
        // back-off allows.
        .task(id: rowTeaser) { [teasers] in
          if let rowTeaser { await teasers.askAgainIfDue(rowTeaser) }
        }
    }

    @ViewBuilder private func linkOrButton(_ entry: MenuEntry, teaser: URL?) -> some View {
      let isChosen = model.markedEntry == entry.id
      let isOnChosenPath = model.isMarked(entry.id)
      let label = MenuRowLabel(
        entry: entry, teaser: teaser, isChosen: isChosen, isOnChosenPath: isOnChosenPath,
        teasers: teasers)
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

  /// The top level (Damen with its teaser row, under the notice of the shipped copy), Damen's
  /// level under its teaser header, the same with the teaser failed (no header, a plain Damen
  /// row), a level opened from search, and myToys' sections (no teasers); on a phone and an
  /// iPad.
  struct MenuEntriesList_Previews: PreviewProvider {
    static var previews: some View {
      let damen = MenuEntry.ID(["Damen"])
      let mode = MenuEntry.ID(["Damen", "Mode"])
      list(PreviewModels.bundledCopy, nil, notice: .bundledCopy)
        .previewDisplayName("Top level, shipped copy")
      list(PreviewModels.ready, damen)
        .previewDisplayName("Damen, with its teaser")
      list(PreviewModels.ready, damen)
        .previewDevice(PreviewDevice(rawValue: "iPad (10th generation)"))
        .previewDisplayName("Damen, with its teaser, iPad")
      list(PreviewModels.teasersFailed, damen)
        .previewDisplayName("Damen, its teaser failed")
      list(PreviewModels.teasersFailed, nil)
        .previewDisplayName("Top level, teaser failed")
      list(PreviewModels.ready, mode, fromSearch: true)
        .previewDisplayName("Opened from search")
      list(PreviewModels.readyMyToys, nil)
        .previewDisplayName("myToys sections")
    }

    @MainActor private static func list(
      _ model: ShopAppModel, _ level: MenuEntry.ID?, fromSearch: Bool = false,
      notice: MenuNotice? = nil
    ) -> some View {
      MenuEntriesList(
        model: model, teasers: model.teasers, groups: model.groups(under: level),
        headerTeaser: model.menu?.headerTeaser(of: level),
        breadcrumb: fromSearch ? model.breadcrumb(of: level!) : [], notice: notice)
    }
  }
#endif
