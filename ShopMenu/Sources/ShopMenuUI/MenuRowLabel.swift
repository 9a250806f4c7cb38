#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// A menu row: the label, marks for an external link and for the last chosen entry (and the
  /// way to it), and, on a top-level row that has one, a teaser image above.
  struct MenuRowLabel: View {
    let entry: MenuEntry
    /// The row's teaser image, as the core decides (``Menu/rowTeaser(of:)``), or `nil`.
    let teaser: URL?
    let isChosen: Bool
    let isOnChosenPath: Bool
    /// Where the teaser's image comes from (the model's ``ShopAppModel/teasers``).
    let teasers: TeaserLoader
    @Environment(\.loadsRemoteImages) private var loadsRemoteImages

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        if let teaser {
          TeaserImage(url: loadsRemoteImages ? teaser : nil, loader: teasers)
        }
        HStack(spacing: 8) {
          Text(verbatim: entry.label)
            .font(isOnChosenPath ? .body.weight(.semibold) : .body)
            .foregroundColor(.primary)
            .multilineTextAlignment(.leading)
          Spacer(minLength: 0)
          if entry.opensExternally {
            Image(systemName: "arrow.up.right.square")
              .foregroundColor(.secondary)
              .accessibilityHidden(true)
          }
          if isChosen {
            Image(systemName: "checkmark")
              .foregroundColor(.accentColor)
              .accessibilityHidden(true)
          }
        }
      }
      .padding(.vertical, teaser == nil ? 0 : 4)
      .contentShape(Rectangle())
    }
  }
#endif

#if DEBUG && canImport(SwiftUI) && os(iOS)
  // MARK: - Previews

  /// A top-level row with its teaser (placeholder: nothing is fetched), a plain row, the last
  /// chosen entry, a category on the way to it, and an external link.
  struct MenuRowLabel_Previews: PreviewProvider {
    static var previews: some View {
      let teasers = TeaserLoader(policy: ShopConfiguration.bonprix.urlPolicy)
      let damen = MenuEntry(
        id: MenuEntry.ID(["Damen"]), label: "Damen", kind: .category,
        imageURL: URL(string: "https://image01.bonprix.de/teaser.jpg"))
      let oberteile = MenuEntry(
        id: MenuEntry.ID(["Damen", "Oberteile"]), label: "Oberteile", kind: .link,
        destination: .inApp(URL(string: "https://www.bonprix.de/oberteile/")!))
      let magazin = MenuEntry(
        id: MenuEntry.ID(["Magazin"]), label: "Magazin", kind: .link,
        destination: .external(URL(string: "https://magazin.example/")!))
      PreviewModels.noRemoteImages(
        List {
          MenuRowLabel(
            entry: damen, teaser: damen.imageURL, isChosen: false, isOnChosenPath: true,
            teasers: teasers)
          MenuRowLabel(
            entry: oberteile, teaser: nil, isChosen: true, isOnChosenPath: true, teasers: teasers)
          MenuRowLabel(
            entry: magazin, teaser: nil, isChosen: false, isOnChosenPath: false, teasers: teasers)
        }
        .listStyle(.insetGrouped)
      )
      .previewDisplayName("Rows")
    }
  }
#endif
