import ShopMenu
import SwiftUI

struct MenuRowLabel: View {
  let entry: MenuEntry
  let teaser: URL?
  let isChosen: Bool
  let isOnChosenPath: Bool

  var body: some View {
    let onImage = teaser != nil
    // The photo is the row's background (MenuEntriesList); the label sits on its lower edge.
    ZStack(alignment: .bottomLeading) {
      if onImage {
        TeaserFrame(aspectRatio: 3.5, maxHeight: 220)
      }
      HStack(alignment: .firstTextBaseline, spacing: 8) {
        Text(verbatim: entry.label)
          .font(
            (onImage ? Font.title2 : .body).weight(onImage || isOnChosenPath ? .semibold : .regular)
          )
          .foregroundColor(onImage ? .white : .primary)
          .multilineTextAlignment(.leading)
        Spacer(minLength: 0)
        if entry.opensExternally {
          Image(systemName: "arrow.up.right.square")
            .foregroundColor(onImage ? .white : .secondary)
            .accessibilityHidden(true)
        }
        if isChosen {
          Image(systemName: "checkmark")
            .foregroundColor(onImage ? .white : .accentColor)
            .accessibilityHidden(true)
        }
      }
      .shadow(color: onImage ? Color.black.opacity(0.7) : .clear, radius: 3, x: 0, y: 1)
      .padding(.horizontal, onImage ? 16 : 0)
      .padding(.vertical, onImage ? 12 : 0)
    }
    .contentShape(Rectangle())
  }
}

/// A teaser's room: its row's full width at `aspectRatio`, no taller than `maxHeight` (iPad).
struct TeaserFrame: View {
  let aspectRatio: CGFloat
  let maxHeight: CGFloat

  var body: some View {
    Color.clear
      .aspectRatio(aspectRatio, contentMode: .fit)
      .frame(maxWidth: maxHeight * aspectRatio)
      .frame(maxWidth: .infinity)
  }
}

#if DEBUG
  struct MenuRowLabel_Previews: PreviewProvider {
    @MainActor static var previews: some View {
      let image = URL(string: "https://image01.bonprix.de/teaser.jpg")!
      let loader = TeaserLoader.standIn(
        policy: ShopConfiguration.bonprix.urlPolicy, servesImages: true)
      let damen = MenuEntry(
        id: MenuEntry.ID(["Damen"]), label: "Damen", kind: .category, imageURL: image)
      return List {
        MenuRowLabel(entry: damen, teaser: image, isChosen: false, isOnChosenPath: true)
          .listRowInsets(EdgeInsets())
          .listRowBackground(TeaserImage(url: image, loader: loader))
      }
      .listStyle(.plain)
    }
  }
#endif
