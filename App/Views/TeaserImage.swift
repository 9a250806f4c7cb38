import ShopMenu
import SwiftUI

/// Gray while it loads, so a white label on it stays legible.
@MainActor
struct TeaserImage: View {
  let url: URL
  let loader: TeaserLoader

  @Environment(\.displayScale) private var displayScale
  @State private var shown: (key: Key, image: Image)?

  struct Key: Equatable {
    let url: URL
    let maxPixelSize: Int
  }

  var body: some View {
    GeometryReader { proxy in
      let pixels = (proxy.size.width * max(displayScale, 1)).rounded(.up)
      let key = Key(url: url, maxPixelSize: pixels.isFinite ? max(1, Int(pixels)) : 1)
      Color.gray
        .overlay {
          if let shown, shown.key.url == url {
            shown.image
              .resizable()
              .scaledToFill()
          }
        }
        .clipped()
        .task(id: key) { await load(key) }
    }
    .accessibilityHidden(true)
  }

  private func load(_ key: Key) async {
    if let shown, shown.key == key { return }
    guard case .image(let data) = await loader.image(for: key.url) else { return }
    guard let decoded = await TeaserDecoder.decode(data, maxPixelSize: key.maxPixelSize) else {
      loader.imageUnreadable(key.url)
      return
    }
    guard !Task.isCancelled else { return }
    shown = (key, Image(decorative: decoded.cgImage, scale: displayScale))
  }
}

#if DEBUG
  struct TeaserImage_Previews: PreviewProvider {
    static var previews: some View {
      let url = URL(string: "https://image01.bonprix.de/teaser.jpg")!
      let policy = ShopConfiguration.bonprix.urlPolicy
      TeaserImage(url: url, loader: .standIn(policy: policy, servesImages: false))
        .frame(height: 112)
    }
  }
#endif
