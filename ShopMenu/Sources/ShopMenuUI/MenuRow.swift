#if canImport(SwiftUI) && os(iOS)
  import ShopMenu
  import SwiftUI

  /// A menu row: the label, marks for an external link and for the last chosen entry (and the
  /// way to it), and, on top-level categories that have one, a teaser image above.
  struct MenuRowLabel: View {
    let entry: MenuEntry
    /// Top level only: the feed has teaser images there.
    let showsTeaser: Bool
    let isChosen: Bool
    let isOnChosenPath: Bool
    @Environment(\.loadsRemoteImages) private var loadsRemoteImages

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        if showsTeaser, entry.kind == .category, let imageURL = entry.imageURL {
          TeaserImage(url: loadsRemoteImages ? imageURL : nil)
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
              .accessibilityIdentifier(AccessibilityID.chosenMark)
          }
        }
      }
      .padding(.vertical, showsTeaser && entry.imageURL != nil ? 4 : 0)
      .contentShape(Rectangle())
    }
  }

  /// A teaser image at a fixed aspect ratio, so the row keeps its height while the image loads,
  /// after it loaded and when it failed.
  struct TeaserImage: View {
    /// `nil` shows the placeholder (UI tests fetch nothing).
    let url: URL?
    static let aspectRatio: CGFloat = 2.4

    var body: some View {
      Rectangle()
        .fill(Color.secondary.opacity(0.12))
        .aspectRatio(Self.aspectRatio, contentMode: .fit)
        .overlay {
          AsyncImage(url: url, transaction: Transaction(animation: .easeInOut)) { phase in
            switch phase {
            case .success(let image):
              image
                .resizable()
                .scaledToFill()
            case .failure:
              Image(systemName: "photo")
                .font(.title2)
                .foregroundColor(.secondary)
            case .empty:
              if url == nil {
                Image(systemName: "photo")
                  .font(.title2)
                  .foregroundColor(.secondary)
              } else {
                ProgressView()
              }
            @unknown default:
              EmptyView()
            }
          }
        }
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .accessibilityHidden(true)
    }
  }
#endif
