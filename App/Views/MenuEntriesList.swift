import ShopMenu
import SwiftUI

/// One level's rows, with the notice and the level's photo above them. A photo row pushes its
/// level through one hidden link, so that it shows no chevron.
@MainActor
struct MenuEntriesList: View {
  @ObservedObject var model: ShopAppModel
  /// Observed: a teaser that fails takes its row's photo away.
  @ObservedObject var teasers: TeaserLoader
  let level: MenuEntry.ID?
  @State private var photoRowLevel: MenuEntry.ID?
  @State private var showsPhotoRowLevel = false

  var body: some View {
    GeometryReader { proxy in
      List {
        if let notice = model.menuNotice {
          MenuNoticeBanner(notice: notice, isRefreshing: model.isRefreshing) {
            await model.refresh()
          }
        }
        if let header = model.menu?.headerTeaser(of: level), let url = teasers.teaser(header.url) {
          // At most a third of what is visible: in landscape and on iPad it is a band.
          TeaserImage(url: url, loader: teasers)
            .frame(height: min(proxy.size.width / 2.25, proxy.size.height / 3))
            .listRowInsets(EdgeInsets())
            .listRowSeparator(.hidden)
            .accessibilityElement()
            .accessibilityAddTraits(.isImage)
            .accessibilityLabel(Text(verbatim: header.label))
            .accessibilityIdentifier(AccessibilityID.levelTeaser)
        }
        ForEach(model.groups(under: level)) { group in
          Section(header: group.title.map { Text(verbatim: $0).textCase(nil) }) {
            ForEach(group.entries) { row($0, photoHeight: Self.photoHeight(in: proxy.size)) }
          }
        }
      }
      .listStyle(.plain)
      .refreshable { await model.refresh() }
    }
    .background(
      NavigationLink(
        destination: MenuLevelView(model: model, level: photoRowLevel),
        isActive: $showsPhotoRowLevel
      ) { EmptyView() }
    )
  }

  /// As in the challenge's animation on a phone; at most a quarter of the list in landscape.
  static func photoHeight(in size: CGSize) -> CGFloat {
    min(size.width / 3.8, size.height / 4, 200)
  }

  @ViewBuilder private func row(_ entry: MenuEntry, photoHeight: CGFloat) -> some View {
    let rowTeaser = model.menu?.rowTeaser(of: entry)
    if let teaser = teasers.teaser(rowTeaser) {
      Button {
        if entry.kind == .category {
          photoRowLevel = entry.id
          showsPhotoRowLevel = true
        } else {
          model.select(entry.id)
        }
      } label: {
        PhotoRowLabel(label: entry.label, teaser: teaser, teasers: teasers)
          .frame(height: photoHeight)
      }
      .buttonStyle(PhotoRowStyle())
      .accessibilityValue(value(of: entry))
      .accessibilityAddTraits(model.lastChosen == entry.id ? .isSelected : [])
      .accessibilityHint(entry.kind == .category ? Text(Strings.categoryHint) : Text(verbatim: ""))
      .listRowInsets(EdgeInsets())
      .listRowSeparator(.hidden)
      .accessibilityIdentifier(AccessibilityID.entry(entry.id.components))
    } else {
      plainRow(entry)
        .task(id: rowTeaser) { [teasers] in
          if let rowTeaser { await teasers.askAgainIfDue(rowTeaser) }
        }
    }
  }

  @ViewBuilder private func plainRow(_ entry: MenuEntry) -> some View {
    let isChosen = model.lastChosen == entry.id
    let isOnChosenPath = model.isOnChosenPath(entry.id)
    let label = MenuRowLabel(entry: entry, isChosen: isChosen, isOnChosenPath: isOnChosenPath)
    let value = value(of: entry)
    if entry.kind == .category {
      NavigationLink(destination: MenuLevelView(model: model, level: entry.id)) { label }
        .accessibilityValue(value)
        .accessibilityHint(Text(Strings.categoryHint))
        .accessibilityIdentifier(AccessibilityID.entry(entry.id.components))
    } else {
      Button {
        model.select(entry.id)
      } label: {
        label
      }
      .accessibilityValue(value)
      .accessibilityAddTraits(isChosen ? .isSelected : [])
      .accessibilityHint(entry.opensExternally ? Text(Strings.externalHint) : Text(verbatim: ""))
      .accessibilityIdentifier(AccessibilityID.entry(entry.id.components))
    }
  }

  /// For VoiceOver: the entry chosen last, or the way to it.
  private func value(of entry: MenuEntry) -> Text {
    if model.lastChosen == entry.id { return Text(Strings.chosen) }
    return model.isOnChosenPath(entry.id) ? Text(Strings.onChosenPath) : Text(verbatim: "")
  }
}
