#if canImport(SwiftUI) && os(iOS)
  import ShopMenu
  import SwiftUI

  /// A teaser image filling the space it is given (a header's fixed height, or as the
  /// background of a row, the row's), on a quiet tint while it loads, so the row keeps its size
  /// before and after the image comes.
  /// Whether it is shown at all is the loader's decision (``TeaserLoader/teaser(_:)``): once
  /// its load has failed, the row or header is drawn without it.
  ///
  /// The image comes from the menu's ``TeaserLoader``, not from SwiftUI's remote image view,
  /// which keeps nothing when a `List` recycles the row:
  /// - `.task(id:)` asks when the view appears and again when its URL or width changes. It may
  ///   run again for the same image (the row reappears); it is idempotent: an image already
  ///   shown at this size is kept, and asking the loader again sends no second request.
  /// - A row that comes back finds the bytes in the loader's memory
  ///   (``TeaserLoader/cachedImage(for:)``) and shows them as soon as they are decoded.
  /// - The bytes are decoded by ``TeaserDecoder`` on a detached task, never on the main thread,
  ///   downsampled to the width shown in pixels. Bytes that cannot be decoded are reported to
  ///   the loader (``TeaserLoader/imageUnreadable(_:)``), as a failed load.
  /// - A cancelled load (the row went away first) is no failure: the next appearance asks again.
  @MainActor
  struct TeaserImage: View {
    let url: URL
    let loader: TeaserLoader
    /// A fixed height, or `nil` to fill what the parent gives (a row's background).
    var height: CGFloat?

    @Environment(\.displayScale) private var displayScale
    /// The image shown, with what it was decoded for.
    @State private var shown: Shown?

    struct Shown {
      let key: Key
      let image: Image
    }

    /// What the decoded image depends on: the URL and the width in pixels.
    struct Key: Equatable {
      let url: URL
      let maxPixelSize: Int
    }

    var body: some View {
      GeometryReader { proxy in
        let key = Key(
          url: url,
          maxPixelSize: TeaserDecoder.maxPixelSize(
            pointWidth: proxy.size.width, displayScale: displayScale))
        Color.secondary.opacity(0.25)
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
      .frame(height: height)
      .accessibilityHidden(true)
    }

    private func load(_ key: Key) async {
      if let shown, shown.key == key { return }
      let data: Data
      if let cached = loader.cachedImage(for: key.url) {
        data = cached
      } else {
        guard case .image(let bytes) = await loader.image(for: key.url) else { return }
        data = bytes
      }
      guard let decoded = await TeaserDecoder.decode(data, maxPixelSize: key.maxPixelSize) else {
        loader.imageUnreadable(key.url)
        return
      }
      // The row went away meanwhile: the result is dropped; the next appearance decodes again.
      guard !Task.isCancelled else { return }
      shown = Shown(key: key, image: Image(decorative: decoded.cgImage, scale: displayScale))
    }
  }
#endif

#if DEBUG && canImport(SwiftUI) && os(iOS)
  // MARK: - Previews

  /// A teaser loaded (the stand-in's image) and one still loading, at a row's height.
  struct TeaserImage_Previews: PreviewProvider {
    static var previews: some View {
      let url = URL(string: "https://image01.bonprix.de/teaser.jpg")!
      let policy = ShopConfiguration.bonprix.urlPolicy
      TeaserImage(url: url, loader: .standIn(policy: policy, servesImages: true), height: 112)
        .previewDisplayName("Loaded")
      TeaserImage(url: url, loader: TeaserLoader(policy: policy), height: 112)
        .previewDisplayName("Loading")
    }
  }
#endif
