#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// The menu in its full-screen cover: a stack of levels (never split columns, also on iPad),
  /// each a list titled with its level's label and a Close button. The navigation view owns the
  /// stack: every category row is a plain `NavigationLink`, Back and swipe-back are its own, and
  /// the cover builds this view afresh on each presentation, so the menu opens at the top level.
  @MainActor
  struct MenuView: View {
    @ObservedObject var model: ShopAppModel

    var body: some View {
      NavigationView {
        MenuLevelView(model: model, level: nil, showsBreadcrumb: false)
      }
      .navigationViewStyle(.stack)
    }
  }

  /// One level of the menu: the top level (`level == nil`, with the search field) or a category's
  /// entries.
  @MainActor
  struct MenuLevelView: View {
    @ObservedObject var model: ShopAppModel
    /// The category whose entries this level lists; `nil` for the top level.
    let level: MenuEntry.ID?
    /// Whether the way to the level is shown above its rows (a level opened from search).
    let showsBreadcrumb: Bool

    var body: some View {
      content
        .navigationTitle(model.title(of: level))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .navigationBarTrailing) {
            Button {
              model.closeMenu()
            } label: {
              Text(Strings.close)
            }
            .accessibilityHint(Text(Strings.closeHint))
            .accessibilityIdentifier(AccessibilityID.menuClose)
          }
        }
    }

    @ViewBuilder private var content: some View {
      if let level {
        if model.isAvailable(level: level) {
          MenuEntriesList(
            model: model, groups: model.groups(under: level), isTopLevel: false,
            breadcrumb: showsBreadcrumb ? model.breadcrumb(of: level) : [])
        } else {
          // A refresh removed this category while it was open.
          Text(Strings.levelGone)
            .foregroundColor(.secondary)
            .multilineTextAlignment(.center)
            .padding()
            .accessibilityIdentifier(AccessibilityID.levelGone)
        }
      } else {
        // The search field is attached in every load state, so it is there from the first
        // appearance even when the menu arrives only after a Retry.
        MenuTopLevelView(model: model)
          .searchable(
            text: $model.searchQuery, placement: .navigationBarDrawer(displayMode: .always),
            prompt: Text(Strings.searchPrompt)
          )
      }
    }
  }

#endif
